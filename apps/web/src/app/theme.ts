import type { ThemeConfig } from 'antd';

/**
 * Brand #71c6d0 is too light for text on white (1.96:1), so it is used for surfaces and accents, and a
 * darker teal carries text and primary buttons. Measured against white (WCAG 2.x relative luminance):
 * #0b6e7a 5.96:1, #095a64 7.9:1, #595959 7.0:1, #6b6b6b 5.33:1, #767676 4.54:1, #b3261e 6.54:1, #2e7d32 5.13:1.
 */
export const brand = {
  accent: '#71c6d0',
  accentSoft: '#e8f6f8',
  primary: '#0b6e7a',
  primaryHover: '#095a64',
  primaryActive: '#074a52',
  ink: '#1f2d33',
} as const;

export const theme: ThemeConfig = {
  cssVar: { key: 'pnc' },
  token: {
    colorPrimary: brand.primary,
    colorInfo: brand.primary,
    colorLink: brand.primary,
    colorLinkHover: brand.primaryHover,
    colorLinkActive: brand.primaryActive,
    colorSuccess: '#2e7d32',
    colorError: '#b3261e',
    colorWarning: '#8a5300',
    colorText: 'rgba(0, 0, 0, 0.88)',
    colorTextSecondary: '#595959',
    colorTextTertiary: '#6b6b6b',
    colorTextQuaternary: '#767676',
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#767676',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'Noto Sans TC', 'PingFang TC', 'Microsoft JhengHei', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Button: { colorPrimaryHover: brand.primaryHover, colorPrimaryActive: brand.primaryActive, primaryShadow: 'none' },
    Layout: { headerBg: '#ffffff', bodyBg: '#f6fafb', headerHeight: 64, headerPadding: '0 24px' },
    Menu: { itemSelectedColor: brand.primary, horizontalItemSelectedColor: brand.primary, itemColor: 'rgba(0, 0, 0, 0.88)' },
  },
};
