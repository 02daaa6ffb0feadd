// What every email sender takes: one message, whole, in the language it is written in.
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language it is written in (the order's). */
  locale: string;
}
