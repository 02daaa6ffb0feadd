// The federation runtime negotiates shared modules (React once for the whole page) before any of them is used:
// everything else starts behind this dynamic import.
void import('./bootstrap');
