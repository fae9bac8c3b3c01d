; ===== chunk 0: rejected
; ===== chunk 1: rejected
; ===== chunk 2: rejected
; ===== chunk 3: rejected
; ===== chunk 4: rejected
