import svgCaptcha from 'svg-captcha';

export interface CaptchaMaker {
  /** A new challenge: the text to type and the SVG image that shows it. */
  create(): { text: string; svg: string };
}

/** svg-captcha, without easily confused characters. Tests pass their own maker to know the answer. */
export function createCaptcha(): CaptchaMaker {
  return {
    create() {
      const c = svgCaptcha.create({ size: 5, noise: 2, ignoreChars: '0oO1ilI', background: '#ffffff' });
      return { text: c.text, svg: c.data };
    },
  };
}
