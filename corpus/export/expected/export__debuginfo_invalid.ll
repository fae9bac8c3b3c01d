; ===== chunk 0: rejected
; ===== chunk 1: rejected
