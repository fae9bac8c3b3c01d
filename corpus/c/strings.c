// String handling, character arithmetic and stdio.
#include <stdio.h>
#include <string.h>
static const char *names[] = {"alpha", "beta", "gamma", "delta"};
int vowels(const char *s) { int n = 0; for (; *s; s++) n += strchr("aeiou", *s) != 0; return n; }
void upper(char *s) { for (; *s; s++) if (*s >= 'a' && *s <= 'z') *s -= 32; }
int main(void) { char buf[32]; int t = 0; for (int i = 0; i < 4; i++) { strcpy(buf, names[i]); upper(buf); t += vowels(names[i]) + (int)strlen(buf); printf("%s %d\n", buf, t); } return t; }
