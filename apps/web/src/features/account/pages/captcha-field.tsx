import { ReloadOutlined } from '@ant-design/icons';
import { CAPTCHA_MAX } from '@pnc/schemas/limits';
import { Button, Form, Input, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CaptchaState } from './use-captcha';

/** The picture code with a refresh button; the answer goes in the form field `captcha` (a longer one is refused, never cut). */
export function CaptchaField({ state }: { state: CaptchaState }) {
  const { t } = useTranslation('account');
  const { captcha, failed, loading, refresh } = state;
  return (
    <Form.Item label={t('fields.captcha')} htmlFor="captcha" required>
      <Space.Compact block className="pnc-captcha">
        <Form.Item
          name="captcha"
          noStyle
          rules={[{ required: true, whitespace: true }, { max: CAPTCHA_MAX }]}
          messageVariables={{ label: t('fields.captcha') }}
        >
          <Input
            id="captcha"
            size="large"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder={t('form.captchaPlaceholder')}
            aria-label={t('fields.captcha')}
          />
        </Form.Item>
        <span className="pnc-captcha-image" data-testid="captcha-image">
          {captcha && !failed ? (
            <img src={captcha.image} alt={t('form.captchaAlt')} width={150} height={50} />
          ) : (
            <span className="pnc-captcha-missing">{failed ? t('form.captchaFailed') : ''}</span>
          )}
        </span>
        <Tooltip title={t('form.captchaRefresh')}>
          <Button
            size="large"
            icon={<ReloadOutlined spin={loading} />}
            aria-label={t('form.captchaRefresh')}
            onClick={() => void refresh()}
            data-testid="captcha-refresh"
          />
        </Tooltip>
      </Space.Compact>
    </Form.Item>
  );
}
