// C11 atomics, fences, volatile and thread-local storage.
#include <stdatomic.h>
_Atomic int counter;
_Thread_local int tls_value = 3;
volatile int sink;
int bump(void) { atomic_fetch_add_explicit(&counter, 2, memory_order_relaxed); return atomic_load(&counter); }
int swap_if(int expected, int desired) { atomic_compare_exchange_strong(&counter, &expected, desired); return expected; }
void fence(void) { atomic_thread_fence(memory_order_seq_cst); sink = 1; }
int tls(void) { return ++tls_value; }
int main(void) { bump(); fence(); return (bump() + swap_if(4, 9) + tls() + atomic_exchange(&counter, 1)) & 0xff; }
