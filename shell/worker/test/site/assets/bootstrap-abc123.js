export const boot = 1;
