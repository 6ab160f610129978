/** Signs users in through the Auth emulator's REST API, as the Firebase web SDK would, to get real ID tokens. */
export function authEmulatorClient(authHost: string, projectId: string) {
  const base = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
  const call = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${base}/${path}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as T & { error?: { message: string } };
    if (!response.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? response.status}`);
    return json;
  };

  return {
    async signUpWithEmail(email: string, password: string) {
      return call<{ idToken: string; localId: string }>('accounts:signUp', { email, password, returnSecureToken: true });
    },
    async signInWithEmail(email: string, password: string) {
      return call<{ idToken: string; localId: string }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
    },
    /** Asks for a password-reset email, as the web SDK's sendPasswordResetEmail does (the emulator sends none). */
    async sendPasswordReset(email: string, continueUrl?: string) {
      return call<{ email: string }>('accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email, ...(continueUrl ? { continueUrl } : {}) });
    },
    /** Sets a password with the one-time code of a password-reset link, as the web SDK's confirmPasswordReset does. */
    async resetPassword(oobCode: string, newPassword: string) {
      return call<{ email: string }>('accounts:resetPassword', { oobCode, newPassword });
    },
    /** Sends an OTP as the web SDK does and reads it back from the emulator (no SMS is sent). */
    async sendCode(phoneNumber: string) {
      const { sessionInfo } = await call<{ sessionInfo: string }>('accounts:sendVerificationCode', {
        phoneNumber,
        recaptchaToken: 'emulator-ignores-this',
      });
      const codes = (await (await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/verificationCodes`)).json()) as {
        verificationCodes: { sessionInfo: string; code: string }[];
      };
      const code = codes.verificationCodes.find((entry) => entry.sessionInfo === sessionInfo)?.code;
      if (!code) throw new Error(`no OTP issued for ${phoneNumber}`);
      return { sessionInfo, code };
    },
    /** Verifies a code sent by `sendCode` (the emulator then forgets it). */
    async verifyCode(sent: { sessionInfo: string; code: string }) {
      return call<{ idToken: string; localId: string; isNewUser?: boolean }>('accounts:signInWithPhoneNumber', sent);
    },
    /** Sends an OTP, reads it back from the emulator, and verifies it. */
    async signInWithPhone(phoneNumber: string) {
      return this.verifyCode(await this.sendCode(phoneNumber));
    },
  };
}
