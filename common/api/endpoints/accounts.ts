/** The accounts calls: sign-up, sign-in, the current user, the trial, password reset, settings. */
import type {
  ForgotPasswordRequest,
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  RegisterResponse,
  ResetPasswordRequest,
  TrialStatusResponse,
  UserResponse,
} from '../../contracts/accounts'
import type {
  ChangeEmailRequest,
  ChangePasswordRequest,
  ConfirmEmailChangeRequest,
  ConfirmEmailChangeResponse,
  DeleteAccountRequest,
  NotificationPreferences,
  UpdateProfileRequest,
  UpdateProfileResponse,
} from '../../contracts/settings'
import { body, get, post, put, reply } from '../endpoint'

export const accountsEndpoints = {
  /** The signed-in user; 401 when nobody is signed in. */
  user: get('/api/user', reply<UserResponse>()),
  register: post('/api/register', body<RegisterRequest>(), reply<RegisterResponse>()),
  login: post('/api/login', body<LoginRequest>(), reply<LoginResponse>()),
  logout: post('/api/logout'),
  trialStatus: get('/api/trial/status', reply<TrialStatusResponse>()),
  forgotPassword: post(
    '/api/forgot-password',
    body<ForgotPasswordRequest>(),
    reply<MessageResponse>(),
  ),
  resetPassword: post(
    '/api/reset-password',
    body<ResetPasswordRequest>(),
    reply<MessageResponse>(),
  ),
  updateProfile: put(
    '/api/user/profile',
    body<UpdateProfileRequest>(),
    reply<UpdateProfileResponse>(),
  ),
  changePassword: post(
    '/api/user/password',
    body<ChangePasswordRequest>(),
    reply<MessageResponse>(),
  ),
  requestEmailChange: post('/api/user/email', body<ChangeEmailRequest>(), reply<MessageResponse>()),
  confirmEmailChange: post(
    '/api/user/email/confirm',
    body<ConfirmEmailChangeRequest>(),
    reply<ConfirmEmailChangeResponse>(),
  ),
  notificationPreferences: get('/api/settings/notifications', reply<NotificationPreferences>()),
  saveNotificationPreferences: put(
    '/api/settings/notifications',
    body<NotificationPreferences>(),
    reply<NotificationPreferences>(),
  ),
  deleteAccount: post(
    '/api/account/delete',
    body<DeleteAccountRequest>(),
    reply<MessageResponse>(),
  ),
}
