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
import { endpoint, typed } from '../endpoint'

export const accountsEndpoints = {
  /** The signed-in user; 401 when nobody is signed in. */
  user: endpoint('GET', '/api/user', { reply: typed<UserResponse>() }),
  register: endpoint('POST', '/api/register', {
    body: typed<RegisterRequest>(),
    reply: typed<RegisterResponse>(),
  }),
  login: endpoint('POST', '/api/login', {
    body: typed<LoginRequest>(),
    reply: typed<LoginResponse>(),
  }),
  logout: endpoint('POST', '/api/logout'),
  trialStatus: endpoint('GET', '/api/trial/status', { reply: typed<TrialStatusResponse>() }),
  forgotPassword: endpoint('POST', '/api/forgot-password', {
    body: typed<ForgotPasswordRequest>(),
    reply: typed<MessageResponse>(),
  }),
  resetPassword: endpoint('POST', '/api/reset-password', {
    body: typed<ResetPasswordRequest>(),
    reply: typed<MessageResponse>(),
  }),
  updateProfile: endpoint('PUT', '/api/user/profile', {
    body: typed<UpdateProfileRequest>(),
    reply: typed<UpdateProfileResponse>(),
  }),
  changePassword: endpoint('POST', '/api/user/password', {
    body: typed<ChangePasswordRequest>(),
    reply: typed<MessageResponse>(),
  }),
  requestEmailChange: endpoint('POST', '/api/user/email', {
    body: typed<ChangeEmailRequest>(),
    reply: typed<MessageResponse>(),
  }),
  confirmEmailChange: endpoint('POST', '/api/user/email/confirm', {
    body: typed<ConfirmEmailChangeRequest>(),
    reply: typed<ConfirmEmailChangeResponse>(),
  }),
  notificationPreferences: endpoint('GET', '/api/settings/notifications', {
    reply: typed<NotificationPreferences>(),
  }),
  saveNotificationPreferences: endpoint('PUT', '/api/settings/notifications', {
    body: typed<NotificationPreferences>(),
    reply: typed<NotificationPreferences>(),
  }),
  deleteAccount: endpoint('POST', '/api/account/delete', {
    body: typed<DeleteAccountRequest>(),
    reply: typed<MessageResponse>(),
  }),
}
