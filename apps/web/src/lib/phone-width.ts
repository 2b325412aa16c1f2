/** A phone-sized screen (narrower than antd's `md` breakpoint), read once when a screen picks its first view. */
const PHONE_QUERY = '(max-width: 767px)';

export const isPhoneWidth = () => typeof window !== 'undefined' && !!window.matchMedia?.(PHONE_QUERY).matches;
