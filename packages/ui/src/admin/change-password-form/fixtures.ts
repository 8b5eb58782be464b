import type { ChangePasswordFormLabels } from './change-password-form';

export const changePasswordLabelsEn: ChangePasswordFormLabels = {
  title: 'Change password',
  lead: 'At least 12 characters; common passwords are refused. Your other sessions end, this one stays signed in.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Repeat new password',
  submit: 'Change password',
  submitting: 'Saving...',
  mismatch: 'The two new passwords do not match',
  success: 'Your password has been changed.',
};

export const changePasswordLabelsDe: ChangePasswordFormLabels = {
  title: 'Passwort ändern',
  lead: 'Mindestens 12 Zeichen; häufig verwendete Passwörter werden abgelehnt. Ihre anderen Sitzungen werden beendet, diese bleibt angemeldet.',
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  confirmPassword: 'Neues Passwort wiederholen',
  submit: 'Passwort ändern',
  submitting: 'Wird gespeichert …',
  mismatch: 'Die beiden neuen Passwörter stimmen nicht überein',
  success: 'Ihr Passwort wurde geändert.',
};

export const changePasswordLabelsTr: ChangePasswordFormLabels = {
  title: 'Şifreyi değiştir',
  lead: 'En az 12 karakter; yaygın şifreler kabul edilmez. Diğer oturumlarınız kapanır, bu oturum açık kalır.',
  currentPassword: 'Mevcut şifre',
  newPassword: 'Yeni şifre',
  confirmPassword: 'Yeni şifreyi tekrarlayın',
  submit: 'Şifreyi değiştir',
  submitting: 'Kaydediliyor...',
  mismatch: 'Girdiğiniz iki yeni şifre aynı değil',
  success: 'Şifreniz değiştirildi.',
};
