import * as yup from 'yup';
import { OTP_LENGTH } from '../constants';
import { MESSAGES } from '../errors';
import { passwordSchema, phoneSchema } from './common';

const usernameSchema = yup
  .string()
  .trim()
  .required('Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .matches(/^[A-Za-z0-9_.-]+$/, 'Use letters, digits, dots, dashes and underscores only');

export const registerSchema = yup.object({
  username: usernameSchema,
  email: yup.string().trim().email('Enter a valid email address').max(254).optional().default(''),
  phone_number: phoneSchema,
  password: passwordSchema,
  role_name: yup.string().oneOf(['user']).default('user'),
});

export const otpSchema = yup
  .string()
  .trim()
  .required(MESSAGES.otpInvalid)
  .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), MESSAGES.otpInvalid);

export const verifyPhoneSchema = yup.object({ code: otpSchema, phone_number: phoneSchema });
export const verifyOtpSchema = yup.object({ otp: otpSchema, phone_number: phoneSchema });
export const loginWithPhoneSchema = yup.object({ phone_number: phoneSchema });
const CODE_PURPOSES = ['register', 'login'] as const;
export const resendCodeSchema = yup.object({
  phone_number: phoneSchema,
  purpose: yup.string().required('Purpose is required').oneOf(CODE_PURPOSES, 'Purpose must be register or login'),
});
export const loginSchema = yup.object({
  username: yup.string().trim().required('Username is required').max(64),
  password: yup.string().required('Password is required').max(256),
});
