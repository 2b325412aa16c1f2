import { CoffeeOutlined, HeartOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { ShellButton } from '../components/shell-button';
import { isStaffRole } from '../features/account/roles';
import { selectUser } from '../features/account/userSlice';
import { loginRequested } from '../features/app/appSlice';
import { ShopHome } from '../features/shop/home/shop-home';
import { prefetchRoute } from '../lib/prefetch';

const features = [
  { key: 'care', icon: <HeartOutlined /> },
  { key: 'meals', icon: <CoffeeOutlined /> },
  { key: 'rooms', icon: <HomeOutlined /> },
] as const;

export default function LandingPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const staff = isStaffRole(user?.role);
  return (
    <div className="pnc-landing">
      <section className="pnc-hero" aria-labelledby="hero-title">
        <div className="pnc-hero-text">
          <p className="pnc-eyebrow">{t('landing.eyebrow')}</p>
          <h1 id="hero-title" className="pnc-hero-title">
            {t('landing.title')}
          </h1>
          <p className="pnc-hero-lead">{t('landing.lead')}</p>
          <div className="pnc-hero-actions">
            {staff ? (
              <ShellButton
                variant="primary"
                size="large"
                onMouseEnter={() => prefetchRoute('/centre')}
                onClick={() => navigate('/centre')}
              >
                {t('landing.ctaCentre')}
              </ShellButton>
            ) : (
              <>
                <ShellButton
                  variant="primary"
                  size="large"
                  onMouseEnter={() => prefetchRoute('/items')}
                  onClick={() => navigate('/items')}
                >
                  {t('landing.ctaShop')}
                </ShellButton>
                {!user && (
                  <ShellButton size="large" onClick={() => dispatch(loginRequested())}>
                    {t('landing.ctaLogin')}
                  </ShellButton>
                )}
              </>
            )}
          </div>
        </div>
        <div className="pnc-hero-art" aria-hidden="true">
          <svg viewBox="0 0 320 240" role="presentation">
            <circle cx="240" cy="64" r="36" fill="#fff6d6" />
            <circle cx="240" cy="64" r="52" fill="#fff6d6" opacity="0.35" />
            <path d="M0 196 Q80 136 160 176 T320 160 V240 H0z" fill="#71c6d0" opacity="0.55" />
            {/* mother holding a swaddled baby */}
            <circle cx="132" cy="92" r="19" fill="#ffffff" />
            <path d="M94 240 Q92 132 132 122 Q172 132 170 240 Z" fill="#ffffff" />
            <ellipse cx="146" cy="156" rx="30" ry="17" fill="#fff6d6" transform="rotate(-14 146 156)" />
            <circle cx="170" cy="146" r="10" fill="#ffe7a8" />
            <path d="M0 206 Q100 172 190 204 T320 194 V240 H0z" fill="#5fb3be" />
          </svg>
        </div>
      </section>
      <ShopHome />
      <section className="pnc-features" aria-labelledby="features-title">
        <h2 id="features-title" className="pnc-section-title">
          {t('landing.featuresTitle')}
        </h2>
        <div className="pnc-feature-grid">
          {features.map((feature) => (
            <article key={feature.key} className="pnc-feature">
              <span className="pnc-feature-icon" aria-hidden="true">
                {feature.icon}
              </span>
              <h3>{t(`landing.${feature.key}.title`)}</h3>
              <p>{t(`landing.${feature.key}.body`)}</p>
            </article>
          ))}
        </div>
      </section>
    </div>
  );
}
