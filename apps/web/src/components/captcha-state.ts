/** What a form needs of its captcha: the response to send, and why there is none yet. */
export interface CaptchaState {
  /** The solution to send as `g_recaptcha_response`, or null while there is none. */
  response: string | null;
  /**
   * waiting: nothing to do yet (the person has not begun, or must tick the box);
   * verifying: working on it (the form should say so); verified; failed: a retry is offered.
   */
  status: 'waiting' | 'verifying' | 'verified' | 'failed';
}

export const captchaNotStarted: CaptchaState = { response: null, status: 'waiting' };

export interface CaptchaWidgetProps {
  onChange: (state: CaptchaState) => void;
  /** A change asks for a new solution (the last one was used up by a submission). */
  resetKey: number;
}
