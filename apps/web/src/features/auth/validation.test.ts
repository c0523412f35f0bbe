import { describe, expect, it } from 'vitest';
import { authMessages, validateResetRequest, validateSignIn, validateSignUp, type SignUpForm } from './validation.ts';

const ok: SignUpForm = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'g@example.com',
  password: 'wound-care-1',
  confirmPassword: 'wound-care-1',
  title: '',
  organization: '',
  agreed: true,
};

describe('auth validation (docs/spec-notes.md#auth-validation)', () => {
  it('sign in needs both fields', () => {
    expect(validateSignIn('', 'x')).toBe(authMessages.fillAll);
    expect(validateSignIn('a@b.c', '')).toBe(authMessages.fillAll);
    expect(validateSignIn('a@b.co', 'x')).toBeNull();
  });
  it('forgot password needs the email first', () => {
    expect(validateResetRequest('  ')).toBe('Please enter your email address first');
    expect(validateResetRequest('a@b.c')).toBeNull();
  });
  it('sign up checks required fields, then length, then match, then agreement', () => {
    expect(validateSignUp({ ...ok, firstName: ' ' })).toBe('Please fill in all required fields');
    expect(validateSignUp({ ...ok, password: '1234567', confirmPassword: '1234567' })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(validateSignUp({ ...ok, confirmPassword: 'secret2' })).toBe('Passwords do not match');
    expect(validateSignUp({ ...ok, agreed: false })).toBe('Please agree to the Terms of Service and Privacy Policy');
    expect(validateSignUp(ok)).toBeNull();
  });
  it('after the spec’s checks, the server’s schema has the last word', () => {
    expect(validateSignIn('grace@', 'secret')).toBe('email: is not a valid email address');
    expect(validateSignIn('grace@mercy.org', 'secret')).toBeNull();
  });

  it('job title and organization are optional', () => {
    expect(validateSignUp({ ...ok, title: '', organization: '' })).toBeNull();
  });
});
