// Debug information of a module as MLIR 19 text (`#llvm.di_*` attributes and locations), read with
// LLVM's C++ API: LLVM 19's C API cannot reach most DI fields. Follows MLIR 19's DebugImporter
// (`mlir/lib/Target/LLVMIR/DebugImporter.cpp`) and the debug-intrinsic part of `ModuleImport.cpp`:
// the same node kinds, the same fields, the same drops, recursive composite types through
// `recId` (a self reference is `#llvm.di_composite_type<tag = DW_TAG_null, recId = ...>`).
//
// `irbridge_debug_info(di, module, &len)` (a translator from `irbridge_di_new(&tables, drop)`, which
// `irbridge_di_location` may have used already) returns one buffer (free it with `irbridge_debug_info_free`)
// of records separated by '\x1e', fields by '\x1f' (see `import/src/debuginfo/mod.rs`):
//   A <alias definitions, one per line>
//   F <function index> <location>                          function location (its subprogram)
//   I <function index> <block> <instruction> <location>    instruction location
//   D <function index> <block> <instruction> <kind v|d|l> <rank> <operand> <variable or label>
//     <expression> <location>    (rank: the order upstream converts the records in)
//   G <global index> <global variable expression>
//   W <warning>
// Indices count functions, globals, blocks and instructions in the module's order (debug records
// are no instructions). A debug record belongs before the instruction it is attached to.

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DebugProgramInstruction.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/CFG.h"
#include "llvm-c/Core.h"

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "../../build-support/topological_order.h"

using namespace llvm;

namespace {

// Distinct ids start high, away from the ids the importer gives alias scopes.
constexpr unsigned DISTINCT_BASE = 900000;

std::string quote(StringRef s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (c >= 0x20 && c < 0x7f) {
      out += c;
    } else {
      static const char *hex = "0123456789ABCDEF";
      out += '\\';
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  out += '"';
  return out;
}

// A translated node: its alias (empty: not translatable) and the recursive composite types on the
// translation stack it refers to (empty: self-contained, cacheable).
struct Res {
  std::string text;
  std::set<const DINode *> deps;
};

struct Fields {
  std::vector<std::string> items;
  void add(const std::string &k, const std::string &v) { items.push_back(k + " = " + v); }
  std::string join() const {
    std::string s;
    for (size_t i = 0; i < items.size(); i++) {
      if (i)
        s += ", ";
      s += items[i];
    }
    return s;
  }
};

std::string u(uint64_t v) { return std::to_string(v); }

// The names the `llvm` dialect gives DWARF codes and DI enums, handed over by the importer from the
// dialect's own tables (`irbridge::dialect::llvm::attrs`), so that this file writes exactly the
// names the parser reads and no enum is spelled twice. The strings are Rust `&'static str`s: they
// outlive every translator, and are not NUL-terminated.
struct ShimName {
  const char *ptr;
  size_t len;
  uint64_t code;
};
struct ShimTable {
  const ShimName *names;
  size_t len;
};
struct ShimTables {
  ShimTable tags, encodings, languages, conventions, operations;
  ShimTable diFlagGroups, diFlagBits, spFlags, emissionKinds, nameTableKinds;
};

// One table, copied from the importer's call: (name, code) in the dialect's order.
struct Names {
  std::vector<std::pair<StringRef, uint64_t>> entries;
  Names() = default;
  explicit Names(const ShimTable &t) {
    for (size_t i = 0; i < t.len; i++)
      entries.emplace_back(StringRef(t.names[i].ptr, t.names[i].len), t.names[i].code);
  }
  // The first name of `code`; empty when the dialect has none.
  StringRef of(uint64_t code) const {
    for (auto &[n, c] : entries)
      if (c == code)
        return n;
    return {};
  }
};

class DI {
public:
  Names tags, encodings, languages, conventions, operations;
  Names diFlagGroups, diFlagBits, spFlagNames, emissionKinds, nameTableKinds;
  // `--drop-di-composite-type-elements`: composite types other than vectors lose their elements.
  bool dropCompositeElements = false;

  explicit DI(const ShimTables &t)
      : tags(t.tags), encodings(t.encodings), languages(t.languages), conventions(t.conventions),
        operations(t.operations), diFlagGroups(t.diFlagGroups), diFlagBits(t.diFlagBits),
        spFlagNames(t.spFlags), emissionKinds(t.emissionKinds), nameTableKinds(t.nameTableKinds) {}

  std::string aliases;
  std::unordered_map<std::string, std::string> interned;
  unsigned nextAlias = 0;
  DenseMap<const MDNode *, unsigned> distinctIds;
  unsigned nextDistinct = DISTINCT_BASE;
  DenseMap<const DINode *, std::string> cache;
  std::vector<const DINode *> stack;

  std::string alias(const std::string &text) {
    auto it = interned.find(text);
    if (it != interned.end())
      return it->second;
    std::string name = "#irbridge_di" + std::to_string(nextAlias++);
    aliases += name + " = " + text + "\n";
    interned.emplace(text, name);
    return name;
  }

  std::string distinct(const MDNode *n) {
    auto [it, inserted] = distinctIds.try_emplace(n, nextDistinct);
    if (inserted)
      nextDistinct++;
    return "distinct[" + u(it->second) + "]<>";
  }

  // A child's translation, its dependencies merged into `deps`.
  std::string sub(const DINode *n, std::set<const DINode *> &deps) {
    Res r = translate(n);
    deps.insert(r.deps.begin(), r.deps.end());
    return r.text;
  }

  Res translate(const DINode *n) {
    if (!n)
      return {};
    auto c = cache.find(n);
    if (c != cache.end())
      return {c->second, {}};
    auto on = std::find(stack.begin(), stack.end(), n);
    if (on != stack.end()) {
      // A cycle: only composite types can refer to themselves. Other nodes are translated again
      // when a composite type on the cycle will cut it (as upstream's pruner tracks composite
      // types only); a cycle through no composite type is not translatable.
      if (isa<DICompositeType>(n))
        return {alias("#llvm.di_composite_type<tag = DW_TAG_null, recId = " + distinct(n) + ">"),
                {n}};
      if (std::none_of(on, stack.end(), [](const DINode *x) { return isa<DICompositeType>(x); }))
        return {};
    }
    stack.push_back(n);
    Res r = translateNode(n);
    stack.pop_back();
    r.deps.erase(n);
    if (r.deps.empty())
      cache[n] = r.text;
    return r;
  }

  std::string expression(const DIExpression *e) {
    std::string s;
    if (e) {
      bool first = true;
      for (auto op : e->expr_ops()) {
        if (!first)
          s += ", ";
        first = false;
        s += named(operations.of(op.getOp()), op.getOp());
        if (op.getNumArgs() > 0) {
          s += "(";
          for (unsigned i = 0; i < op.getNumArgs(); i++) {
            if (i)
              s += ", ";
            s += u(op.getArg(i));
          }
          s += ")";
        }
      }
    }
    return s.empty() ? "#llvm.di_expression<>" : "#llvm.di_expression<[" + s + "]>";
  }

  std::string optStr(const MDString *s) { return s ? quote(s->getString()) : ""; }

  // DWARF names; a code LLVM cannot name is written as its number, which the parser refuses
  // (an import failure, never a wrong name).
  static std::string named(StringRef name, unsigned code) {
    return name.empty() ? u(code) : name.str();
  }

  std::string tag(unsigned t) const { return named(tags.of(t), t); }

  // DIFlags as the dialect names them: the access field (the low two bits) by its group name, then
  // one name per set bit. Empty when some bit has no name (MLIR 19 then drops the flags whole).
  std::string diFlags(unsigned flags) const {
    if (flags == 0)
      return "";
    std::vector<StringRef> names;
    if (unsigned access = flags & 3) {
      StringRef n = diFlagGroups.of(access);
      if (n.empty())
        return "";
      names.push_back(n);
    }
    uint64_t rest = flags & ~3u;
    for (auto &[n, bit] : diFlagBits.entries)
      if (rest & bit) {
        names.push_back(n);
        rest &= ~bit;
      }
    if (rest)
      return "";
    std::string s;
    for (size_t i = 0; i < names.size(); i++)
      s += (i ? "|" : "") + names[i].str();
    return quote(s);
  }

  // DISubprogram flags: the virtuality field (the low two bits: 1 virtual, 2 or 3 pure virtual)
  // by the name of 1 or 2, then one name per named higher bit.
  std::string spFlags(unsigned flags) const {
    std::string s;
    unsigned virt = flags & 3;
    if (virt)
      s = spFlagNames.of(virt == 1 ? 1 : 2).str();
    for (auto &[n, bit] : spFlagNames.entries)
      if (bit > 2 && (flags & bit))
        s += (s.empty() ? "" : "|") + n.str();
    return s.empty() ? "" : quote(s);
  }

  Res translateNode(const DINode *n) {
    Res r;
    auto &d = r.deps;
    Fields f;
    std::string kind;
    if (auto *b = dyn_cast<DIBasicType>(n)) {
      kind = "di_basic_type";
      f.add("tag", tag(b->getTag()));
      f.add("name", quote(b->getName()));
      if (b->getSizeInBits())
        f.add("sizeInBits", u(b->getSizeInBits()));
      if (b->getEncoding())
        f.add("encoding", named(encodings.of(b->getEncoding()), b->getEncoding()));
    } else if (auto *cu = dyn_cast<DICompileUnit>(n)) {
      kind = "di_compile_unit";
      f.add("id", distinct(cu));
      f.add("sourceLanguage",
            named(languages.of(cu->getSourceLanguage()), cu->getSourceLanguage()));
      std::string file = sub(cu->getFile(), d);
      if (file.empty())
        return {};
      f.add("file", file);
      if (cu->getRawProducer())
        f.add("producer", quote(cu->getProducer()));
      f.add("isOptimized", cu->isOptimized() ? "true" : "false");
      unsigned e = cu->getEmissionKind();
      f.add("emissionKind", named(emissionKinds.of(e), e));
      unsigned k = (unsigned)cu->getNameTableKind();
      if (k != 0)
        f.add("nameTableKind", named(nameTableKinds.of(k), k));
    } else if (auto *ct = dyn_cast<DICompositeType>(n)) {
      kind = "di_composite_type";
      std::vector<std::string> elements;
      bool bad = false;
      bool keep = !dropCompositeElements || (ct->getFlags() & DINode::FlagVector);
      for (const DINode *el : keep ? ct->getElements() : DINodeArray()) {
        std::string t = sub(el, d);
        if (t.empty())
          bad = true;
        elements.push_back(t);
      }
      if (bad)
        elements.clear();
      std::string base = sub(ct->getBaseType(), d);
      if (ct->getTag() == dwarf::DW_TAG_array_type && base.empty())
        return {};
      // Every child is translated before `recId` is decided: a self reference may come through
      // any of them (a class scoped in itself), not only through the elements.
      std::string file = sub(ct->getFile(), d);
      std::string scope = sub(ct->getScope(), d);
      f.add("tag", tag(ct->getTag()));
      if (d.count(n))
        f.add("recId", distinct(n));
      if (ct->getRawName())
        f.add("name", quote(ct->getName()));
      if (!file.empty())
        f.add("file", file);
      if (ct->getLine())
        f.add("line", u(ct->getLine()));
      if (!scope.empty())
        f.add("scope", scope);
      if (!base.empty())
        f.add("baseType", base);
      std::string fl = diFlags(ct->getFlags());
      if (!fl.empty())
        f.add("flags", fl);
      if (ct->getSizeInBits())
        f.add("sizeInBits", u(ct->getSizeInBits()));
      if (ct->getAlignInBits())
        f.add("alignInBits", u(ct->getAlignInBits()));
      if (auto *e = ct->getDataLocationExp())
        f.add("dataLocation", expression(e));
      if (auto *e = ct->getRankExp())
        f.add("rank", expression(e));
      if (auto *e = ct->getAllocatedExp())
        f.add("allocated", expression(e));
      if (auto *e = ct->getAssociatedExp())
        f.add("associated", expression(e));
      // The list last: the parser would read a following parameter as one more element.
      if (!elements.empty()) {
        std::string s;
        for (size_t i = 0; i < elements.size(); i++)
          s += (i ? ", " : "") + elements[i];
        f.add("elements", s);
      }
    } else if (auto *dt = dyn_cast<DIDerivedType>(n)) {
      kind = "di_derived_type";
      std::string base = sub(dt->getBaseType(), d);
      if (dt->getBaseType() && base.empty())
        return {};
      std::string extra = sub(dyn_cast_or_null<DINode>(dt->getExtraData()), d);
      f.add("tag", tag(dt->getTag()));
      if (dt->getRawName())
        f.add("name", quote(dt->getName()));
      if (!base.empty())
        f.add("baseType", base);
      if (dt->getSizeInBits())
        f.add("sizeInBits", u(dt->getSizeInBits()));
      if (dt->getAlignInBits())
        f.add("alignInBits", u(dt->getAlignInBits()));
      if (dt->getOffsetInBits())
        f.add("offsetInBits", u(dt->getOffsetInBits()));
      if (auto as = dt->getDWARFAddressSpace())
        f.add("dwarfAddressSpace", u(*as));
      if (!extra.empty())
        f.add("extraData", extra);
    } else if (auto *file = dyn_cast<DIFile>(n)) {
      return {alias("#llvm.di_file<" + quote(file->getFilename()) + " in " +
                    quote(file->getDirectory()) + ">"),
              {}};
    } else if (auto *gv = dyn_cast<DIGlobalVariable>(n)) {
      kind = "di_global_variable";
      std::string scope = sub(gv->getScope(), d);
      if (!scope.empty())
        f.add("scope", scope);
      if (!gv->getName().empty())
        f.add("name", quote(gv->getName()));
      // (Upstream 19 writes the name here, a bug: `convertToStringAttr` in
      // `DebugImporter::translateImpl(DIGlobalVariable *)` reads `node->getName()`. irbridge
      // keeps the linkage name.)
      if (!gv->getLinkageName().empty())
        f.add("linkageName", quote(gv->getLinkageName()));
      std::string file = sub(gv->getFile(), d);
      if (!file.empty())
        f.add("file", file);
      if (gv->getLine())
        f.add("line", u(gv->getLine()));
      std::string type = sub(gv->getType(), d);
      if (!type.empty())
        f.add("type", type);
      if (gv->isLocalToUnit())
        f.add("isLocalToUnit", "true");
      if (gv->isDefinition())
        f.add("isDefined", "true");
      if (gv->getAlignInBits())
        f.add("alignInBits", u(gv->getAlignInBits()));
    } else if (auto *l = dyn_cast<DILabel>(n)) {
      kind = "di_label";
      std::string scope = sub(l->getScope(), d);
      if (l->getScope() && scope.empty())
        return {};
      f.add("scope", scope);
      if (l->getRawName())
        f.add("name", quote(l->getName()));
      std::string file = sub(l->getFile(), d);
      if (!file.empty())
        f.add("file", file);
      if (l->getLine())
        f.add("line", u(l->getLine()));
    } else if (auto *lb = dyn_cast<DILexicalBlock>(n)) {
      kind = "di_lexical_block";
      std::string scope = sub(lb->getScope(), d);
      if (lb->getScope() && scope.empty())
        return {};
      f.add("scope", scope);
      std::string file = sub(lb->getFile(), d);
      if (!file.empty())
        f.add("file", file);
      if (lb->getLine())
        f.add("line", u(lb->getLine()));
      if (lb->getColumn())
        f.add("column", u(lb->getColumn()));
    } else if (auto *lbf = dyn_cast<DILexicalBlockFile>(n)) {
      kind = "di_lexical_block_file";
      std::string scope = sub(lbf->getScope(), d);
      if (lbf->getScope() && scope.empty())
        return {};
      f.add("scope", scope);
      std::string file = sub(lbf->getFile(), d);
      if (!file.empty())
        f.add("file", file);
      f.add("discriminator", u(lbf->getDiscriminator()));
    } else if (auto *lv = dyn_cast<DILocalVariable>(n)) {
      kind = "di_local_variable";
      std::string scope = sub(lv->getScope(), d);
      if (lv->getScope() && scope.empty())
        return {};
      f.add("scope", scope);
      if (lv->getRawName())
        f.add("name", quote(lv->getName()));
      std::string file = sub(lv->getFile(), d);
      if (!file.empty())
        f.add("file", file);
      if (lv->getLine())
        f.add("line", u(lv->getLine()));
      if (lv->getArg())
        f.add("arg", u(lv->getArg()));
      if (lv->getAlignInBits())
        f.add("alignInBits", u(lv->getAlignInBits()));
      std::string type = sub(lv->getType(), d);
      if (!type.empty())
        f.add("type", type);
    } else if (auto *m = dyn_cast<DIModule>(n)) {
      kind = "di_module";
      std::string file = sub(m->getFile(), d);
      if (!file.empty())
        f.add("file", file);
      std::string scope = sub(m->getScope(), d);
      if (!scope.empty())
        f.add("scope", scope);
      if (m->getRawName())
        f.add("name", quote(m->getName()));
      if (m->getRawConfigurationMacros())
        f.add("configMacros", quote(m->getConfigurationMacros()));
      if (m->getRawIncludePath())
        f.add("includePath", quote(m->getIncludePath()));
      if (m->getRawAPINotesFile())
        f.add("apinotes", quote(m->getAPINotesFile()));
      if (m->getLineNo())
        f.add("line", u(m->getLineNo()));
      if (m->getIsDecl())
        f.add("isDecl", "true");
    } else if (auto *ns = dyn_cast<DINamespace>(n)) {
      kind = "di_namespace";
      if (ns->getRawName())
        f.add("name", quote(ns->getName()));
      std::string scope = sub(ns->getScope(), d);
      if (!scope.empty())
        f.add("scope", scope);
      f.add("exportSymbols", ns->getExportSymbols() ? "true" : "false");
    } else if (auto *sp = dyn_cast<DISubprogram>(n)) {
      kind = "di_subprogram";
      // The id first, as upstream creates it before translating the children.
      std::string id = sp->isDistinct() ? distinct(sp) : "";
      std::string scope = sub(sp->getScope(), d);
      if (sp->getScope() && scope.empty())
        return {};
      std::string type = sub(sp->getType(), d);
      if (sp->getType() && type.empty())
        return {};
      if (!id.empty())
        f.add("id", id);
      std::string unit = sub(sp->getUnit(), d);
      if (!unit.empty())
        f.add("compileUnit", unit);
      f.add("scope", scope);
      if (sp->getRawName())
        f.add("name", quote(sp->getName()));
      if (sp->getRawLinkageName())
        f.add("linkageName", quote(sp->getLinkageName()));
      std::string file = sub(sp->getFile(), d);
      if (!file.empty())
        f.add("file", file);
      if (sp->getLine())
        f.add("line", u(sp->getLine()));
      if (sp->getScopeLine())
        f.add("scopeLine", u(sp->getScopeLine()));
      std::string fl = spFlags(sp->getSPFlags());
      if (!fl.empty())
        f.add("subprogramFlags", fl);
      if (!type.empty())
        f.add("type", type);
    } else if (auto *sr = dyn_cast<DISubrange>(n)) {
      kind = "di_subrange";
      auto bound = [&](DISubrange::BoundType b) -> std::string {
        if (b.isNull())
          return "";
        if (auto *ci = dyn_cast<ConstantInt *>(b))
          return std::to_string(ci->getSExtValue()) + " : i64";
        if (auto *e = dyn_cast<DIExpression *>(b))
          return expression(e);
        if (auto *v = dyn_cast<DIVariable *>(b))
          if (isa<DILocalVariable, DIGlobalVariable>(v))
            return sub(v, d);
        return "";
      };
      std::string count = bound(sr->getCount());
      std::string lower = bound(sr->getLowerBound());
      std::string upper = bound(sr->getUpperBound());
      std::string stride = bound(sr->getStride());
      if (count.empty() && upper.empty())
        return {};
      if (!count.empty())
        f.add("count", count);
      if (!lower.empty())
        f.add("lowerBound", lower);
      if (!upper.empty())
        f.add("upperBound", upper);
      if (!stride.empty())
        f.add("stride", stride);
    } else if (auto *st = dyn_cast<DISubroutineType>(n)) {
      kind = "di_subroutine_type";
      std::vector<std::string> types;
      for (const DIType *t : st->getTypeArray()) {
        if (!t) {
          types.push_back("#llvm.di_null_type");
          continue;
        }
        std::string s = sub(t, d);
        if (s.empty())
          return {};
        types.push_back(s);
      }
      if (st->getCC())
        f.add("callingConvention", named(conventions.of(st->getCC()), st->getCC()));
      if (!types.empty()) {
        std::string s;
        for (size_t i = 0; i < types.size(); i++)
          s += (i ? ", " : "") + types[i];
        f.add("types", s);
      }
    } else if (auto *str = dyn_cast<DIStringType>(n)) {
      kind = "di_string_type";
      f.add("tag", tag(str->getTag()));
      f.add("name", quote(str->getName()));
      if (str->getSizeInBits())
        f.add("sizeInBits", u(str->getSizeInBits()));
      if (str->getAlignInBits())
        f.add("alignInBits", u(str->getAlignInBits()));
      std::string len = sub(str->getStringLength(), d);
      if (!len.empty())
        f.add("stringLength", len);
      if (auto *e = str->getStringLengthExp())
        f.add("stringLengthExp", expression(e));
      if (auto *e = str->getStringLocationExp())
        f.add("stringLocationExp", expression(e));
      if (str->getEncoding())
        f.add("encoding",
              named(encodings.of(str->getEncoding()), str->getEncoding()));
    } else {
      // Kinds MLIR 19 has no attribute for (enumerators, template parameters, imported
      // entities, ...): not translated, like upstream.
      return {};
    }
    std::string body = f.join();
    r.text = alias("#llvm." + kind + "<" + body + ">");
    return r;
  }

  std::string location(const DILocation *loc) {
    if (!loc)
      return "unknown";
    // An empty file name is "-" in upstream 19's locations.
    StringRef file = loc->getFilename();
    std::string result = quote(file.empty() ? "-" : file) + ":" + u(loc->getLine()) + ":" +
                         u(loc->getColumn());
    std::string scope = translate(loc->getScope()).text;
    if (!scope.empty())
      result = "fused<" + scope + ">[" + result + "]";
    if (const DILocation *at = loc->getInlinedAt())
      result = "callsite(" + result + " at " + location(at) + ")";
    return result;
  }
};

struct Out {
  std::string s;
  void field(const std::string &f) {
    s += f;
    s += '\x1f';
  }
  void end() {
    if (!s.empty() && s.back() == '\x1f')
      s.back() = '\x1e';
    else
      s += '\x1e';
  }
};

// A type in the compact form `constant()` uses: `i<N>`, `half`, `bfloat`, `float`, `double`,
// `p<addrspace>`, `v<N>x<T>`, `a<N>x<T>`; empty when not supported.
std::string typeDesc(Type *t) {
  if (t->isIntegerTy())
    return "i" + u(t->getIntegerBitWidth());
  if (t->isPointerTy())
    return "p" + u(t->getPointerAddressSpace());
  if (t->isHalfTy())
    return "half";
  if (t->isBFloatTy())
    return "bfloat";
  if (t->isFloatTy())
    return "float";
  if (t->isDoubleTy())
    return "double";
  if (auto *v = dyn_cast<FixedVectorType>(t)) {
    std::string e = typeDesc(v->getElementType());
    return e.empty() ? "" : "v" + u(v->getNumElements()) + "x" + e;
  }
  if (auto *a = dyn_cast<ArrayType>(t)) {
    std::string e = typeDesc(a->getElementType());
    return e.empty() ? "" : "a" + u(a->getNumElements()) + "x" + e;
  }
  return "";
}

std::string hexName(StringRef s) {
  static const char *hex = "0123456789abcdef";
  std::string out;
  for (unsigned char c : s) {
    out += hex[c >> 4];
    out += hex[c & 15];
  }
  return out;
}

// A constant as an S-expression: `(int T V)`, `(float T BITS)`, `(null T)`, `(poison T)`,
// `(undef T)`, `(zero T)`, `(vec T C...)`, `(arr T C...)`, `(global HEXNAME)`; empty when not
// supported.
std::string constant(Constant *c) {
  std::string ty = typeDesc(c->getType());
  if (ty.empty())
    return "";
  if (auto *ci = dyn_cast<ConstantInt>(c)) {
    if (ci->getBitWidth() > 64)
      return "";
    return "(int " + ty + " " + std::to_string((int64_t)ci->getValue().getZExtValue()) + ")";
  }
  if (auto *cf = dyn_cast<ConstantFP>(c)) {
    APInt bits = cf->getValueAPF().bitcastToAPInt();
    if (bits.getBitWidth() > 64)
      return "";
    return "(float " + ty + " " + std::to_string((int64_t)bits.getZExtValue()) + ")";
  }
  if (isa<ConstantPointerNull>(c))
    return "(null " + ty + ")";
  if (isa<PoisonValue>(c))
    return "(poison " + ty + ")";
  if (isa<UndefValue>(c))
    return "(undef " + ty + ")";
  if (isa<ConstantAggregateZero>(c))
    return "(zero " + ty + ")";
  if (auto *g = dyn_cast<GlobalValue>(c)) {
    if (!g->hasName())
      return "";
    return "(global " + hexName(g->getName()) + ")";
  }
  bool vec = c->getType()->isVectorTy();
  if (vec || c->getType()->isArrayTy()) {
    unsigned n = vec ? cast<FixedVectorType>(c->getType())->getNumElements()
                     : c->getType()->getArrayNumElements();
    std::string out = std::string(vec ? "(vec " : "(arr ") + ty;
    for (unsigned i = 0; i < n; i++) {
      Constant *e = c->getAggregateElement(i);
      std::string d = e ? constant(e) : "";
      if (d.empty())
        return "";
      out += " " + d;
    }
    return out + ")";
  }
  return "";
}

// The operand of a debug record: `a<N>` argument, `i<block>,<inst>` instruction,
// `t<block>,<inst>,<target block>` the result of a terminator, `c<constant>`
// (see `constant`), `x<reason>` when it is not imported (as upstream), `u<reason>` when irbridge
// cannot (upstream can).
std::string operand(DbgVariableRecord &r,
                    const DenseMap<const Instruction *, std::pair<unsigned, unsigned>> &pos,
                    std::optional<DominatorTree> &domTree) {
  if (r.hasArgList())
    return "xa debug record with an argument list";
  Metadata *raw = r.getRawLocation();
  if (!raw || isa<MDNode>(raw))
    return "xa kill location without a value";
  Value *v = r.getVariableLocationOp(0);
  if (!v)
    return "xa debug record without a value";
  if (auto *a = dyn_cast<Argument>(v))
    return "a" + u(a->getArgNo());
  if (auto *i = dyn_cast<Instruction>(v)) {
    auto it = pos.find(i);
    if (it == pos.end())
      return "uan operand in another function";
    std::string at = u(it->second.first) + "," + u(it->second.second);
    if (!i->isTerminator())
      return "i" + at;
    // The result of a terminator (an invoke): upstream puts the record before the terminator of
    // the first block its block dominates, and drops it when there is none.
    if (!domTree)
      domTree.emplace(*i->getFunction());
    DomTreeNode *node = domTree->getNode(i->getParent());
    if (!node || node->children().empty())
      return "xa record on the result of a terminator whose block dominates no other";
    BasicBlock *target = (*node->children().begin())->getBlock();
    unsigned bi = 0;
    for (BasicBlock &bb : *i->getFunction()) {
      if (&bb == target)
        return "t" + at + "," + u(bi);
      bi++;
    }
    return "ua record on the result of a terminator";
  }
  if (auto *c = dyn_cast<Constant>(v)) {
    std::string d = constant(c);
    if (!d.empty())
      return "c" + d;
  }
  return "ua constant operand of this kind";
}

} // namespace

extern "C" void *irbridge_di_new(const ShimTables *tables, int dropCompositeElements) {
  DI *di = new DI(*tables);
  di->dropCompositeElements = dropCompositeElements != 0;
  return di;
}

extern "C" void irbridge_di_delete(void *di) { delete static_cast<DI *>(di); }

static char *copyOut(const std::string &all, size_t *len) {
  char *buf = static_cast<char *>(std::malloc(all.size() + 1));
  if (!buf)
    return nullptr;
  std::memcpy(buf, all.data(), all.size());
  buf[all.size()] = 0;
  *len = all.size();
  return buf;
}

// The location text of a `!DILocation` (loop annotations' start and end); null for other nodes.
extern "C" char *irbridge_di_location(void *dip, LLVMMetadataRef md, size_t *len) {
  auto *loc = dyn_cast_or_null<DILocation>(unwrap(md));
  if (!loc)
    return nullptr;
  return copyOut(static_cast<DI *>(dip)->location(loc), len);
}

extern "C" char *irbridge_debug_info(void *dip, LLVMModuleRef mref, size_t *len) {
  Module *m = unwrap(mref);
  DI &di = *static_cast<DI *>(dip);
  Out out;
  unsigned gi = 0;
  for (GlobalVariable &g : m->globals()) {
    SmallVector<DIGlobalVariableExpression *, 1> exprs;
    g.getDebugInfo(exprs);
    if (!exprs.empty()) {
      std::set<const DINode *> deps;
      std::string var = di.sub(exprs[0]->getVariable(), deps);
      std::string e = di.expression(exprs[0]->getExpression());
      if (!var.empty()) {
        std::string gve = di.alias("#llvm.di_global_variable_expression<var = " + var + ", expr = " + e + ">");
        out.field("G");
        out.field(u(gi));
        out.field(gve);
        out.end();
      }
    }
    gi++;
  }
  unsigned fi = 0;
  for (Function &f : *m) {
    if (DISubprogram *sp = f.getSubprogram()) {
      std::string spt = di.translate(sp).text;
      if (!spt.empty()) {
        out.field("F");
        out.field(u(fi));
        out.field("fused<" + spt + ">[" + quote(sp->getName()) + ", " + quote(sp->getFilename()) +
                  ":" + u(sp->getLine()) + ":0]");
        out.end();
      }
    }
    // Upstream converts the blocks in topological order (reverse post-order from each block not
    // reached yet, `getTopologicallySortedBlocks`) and the records in that order: their rank.
    DenseMap<const DbgRecord *, unsigned> rank;
    {
      unsigned n = 0;
      for (BasicBlock *b : irbridge::topologicalOrder(f))
        for (Instruction &i : *b)
          for (DbgRecord &rec : i.getDbgRecordRange())
            rank[&rec] = n++;
    }
    DenseMap<const Instruction *, std::pair<unsigned, unsigned>> pos;
    std::optional<DominatorTree> domTree;
    unsigned bi = 0;
    for (BasicBlock &bb : f) {
      unsigned ii = 0;
      for (Instruction &i : bb)
        pos[&i] = {bi, ii++};
      bi++;
    }
    bi = 0;
    for (BasicBlock &bb : f) {
      unsigned ii = 0;
      for (Instruction &i : bb) {
        for (DbgRecord &rec : i.getDbgRecordRange()) {
          std::string kind, op, var, expr;
          if (auto *dv = dyn_cast<DbgVariableRecord>(&rec)) {
            kind = dv->isDbgDeclare() ? "d" : "v";
            // Upstream 19 refuses `llvm.dbg.assign` ("unhandled intrinsic"); an assignment
            // marker read as a `dbg.value` would be wrong (its value is often undef, the store
            // it is linked to carries the value): dropped, with a warning.
            op = dv->isDbgAssign() ? "ua dbg_assign record (assignment tracking)"
                                   : operand(*dv, pos, domTree);
            std::set<const DINode *> deps;
            var = di.sub(dv->getVariable(), deps);
            if (var.empty() && op[0] != 'x')
              op = "xa variable that cannot be translated";
            expr = di.expression(dv->getExpression());
          } else if (auto *dl = dyn_cast<DbgLabelRecord>(&rec)) {
            kind = "l";
            op = "-";
            std::set<const DINode *> deps;
            var = di.sub(dl->getLabel(), deps);
            if (var.empty())
              op = "xa label that cannot be translated";
          } else {
            continue;
          }
          out.field("D");
          out.field(u(fi));
          out.field(u(bi));
          out.field(u(ii));
          out.field(kind);
          out.field(u(rank.lookup(&rec)));
          out.field(op);
          out.field(var);
          out.field(expr);
          out.field(di.location(rec.getDebugLoc().get()));
          out.end();
        }
        if (const DILocation *loc = i.getDebugLoc().get()) {
          out.field("I");
          out.field(u(fi));
          out.field(u(bi));
          out.field(u(ii));
          out.field(di.location(loc));
          out.end();
        }
        ii++;
      }
      bi++;
    }
    fi++;
  }
  return copyOut("A\x1f" + di.aliases + "\x1e" + out.s, len);
}

extern "C" void irbridge_debug_info_free(char *p) { std::free(p); }

// Whether the module has any debug information worth the walk: compile units, subprograms,
// global variable expressions.
extern "C" int irbridge_has_debug_info(LLVMModuleRef mref) {
  Module *m = unwrap(mref);
  if (m->getNamedMetadata("llvm.dbg.cu"))
    return 1;
  for (Function &f : *m)
    if (f.getSubprogram())
      return 1;
  for (GlobalVariable &g : m->globals())
    if (g.getMetadata(LLVMContext::MD_dbg))
      return 1;
  return 0;
}
