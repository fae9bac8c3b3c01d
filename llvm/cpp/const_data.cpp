// Array and vector constants from raw little-endian element bytes (`ConstantDataArray::getRaw`,
// `ConstantDataVector::getRaw`), as upstream translates `dense_resource` blobs: the bytes are copied
// once into LLVM's constant, never expanded into one constant per element. LLVM 19's C API has no
// such constructor. Built by build.rs; the Rust side is `Ll::const_data_raw` in src/builder.rs.

#include <llvm-c/Core.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Type.h>

#include <cstddef>
#include <cstdint>

using namespace llvm;

// `count` elements of `elem` (a type `ConstantDataSequential::isElementTypeCompatible` accepts) read
// from `len` bytes at `data`, as an array (`vector` = 0) or a vector; null if `elem` is not such a
// type or `len` is not `count` elements.
extern "C" LLVMValueRef irbridge_const_data_raw(const char *data, size_t len, uint64_t count,
                                                LLVMTypeRef elem, int vector) {
  Type *t = unwrap(elem);
  if (!ConstantDataSequential::isElementTypeCompatible(t))
    return nullptr;
  uint64_t bytes = t->getScalarSizeInBits() / 8;
  if (bytes == 0 || count > UINT64_MAX / bytes || count * bytes != len)
    return nullptr;
  StringRef raw(data, len);
  if (vector)
    return wrap(ConstantDataVector::getRaw(raw, count, t));
  return wrap(ConstantDataArray::getRaw(raw, count, t));
}

// Whether `elem` can be the element type of a constant data array or vector.
extern "C" int irbridge_const_data_compatible(LLVMTypeRef elem) {
  return ConstantDataSequential::isElementTypeCompatible(unwrap(elem)) ? 1 : 0;
}
