// GET /__dev/sms's query (local runs only): the phone whose outbox to read.
import * as yup from 'yup';

export const devSmsQuerySchema = yup.object({ phone: yup.string().default('') });
