import * as yup from 'yup';
import { OTP_LENGTH } from '../constants';
import { rule } from './rule';
import { passwordSchema, phoneSchema } from './common';

const usernameSchema = yup
  .string()
  .trim()
  .required(rule('usernameRequired'))
  .min(3, rule('usernameMin'))
  .max(32, rule('usernameMax'))
  .matches(/^[A-Za-z0-9_.-]+$/, rule('usernameChars'));

export const registerSchema = yup.object({
  username: usernameSchema,
  email: yup.string().trim().email(rule('emailInvalid')).max(254, rule('emailMax')).optional().default(''),
  phone_number: phoneSchema,
  password: passwordSchema,
  role_name: yup.string().oneOf(['user']).default('user'),
});

export const otpSchema = yup
  .string()
  .trim()
  .required(rule('otpInvalid'))
  .matches(new RegExp(`^\\d{${OTP_LENGTH}}$`), rule('otpInvalid'));

export const verifyPhoneSchema = yup.object({ code: otpSchema, phone_number: phoneSchema });
export const verifyOtpSchema = yup.object({ otp: otpSchema, phone_number: phoneSchema });
export const loginWithPhoneSchema = yup.object({ phone_number: phoneSchema });
const CODE_PURPOSES = ['register', 'login'] as const;
export const resendCodeSchema = yup.object({
  phone_number: phoneSchema,
  purpose: yup.string().required(rule('purposeRequired')).oneOf(CODE_PURPOSES, rule('purposeOneOf')),
});
export const loginSchema = yup.object({
  username: yup.string().trim().required(rule('usernameRequired')).max(64),
  password: yup.string().required(rule('passwordRequired')).max(256),
});
