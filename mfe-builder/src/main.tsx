// Shared modules (React, i18next, ...) are negotiated by the federation runtime before anything renders.
import('./bootstrap');
