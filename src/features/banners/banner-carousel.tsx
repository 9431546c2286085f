import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { Carousel } from '../../components/carousel/carousel.tsx';
import { CdnImage } from '../../components/cdn-image.tsx';
import { SectionError } from '../../components/section-error.tsx';
import { BANNER_AUTOPLAY_MS } from '../../shared/constants/lobby.ts';
import { EXTERNAL_LINK_PROPS, linkTarget } from '../../shared/link-target.ts';
import type { Banner } from '../../shared/schemas/announcements.ts';
import { uiStore } from '../../stores/ui.ts';
import { homeBannersQueryOptions } from './api.ts';
import styles from './banner-carousel.module.css';

/** Banner pictures are 750 x 300; the box keeps that ratio before anything loads. */
const WIDTH = 750;
const HEIGHT = 300;
const RATIO = `${WIDTH} / ${HEIGHT}`;

function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const navigate = useNavigate();
  const target = linkTarget(banner.link);
  const image = (
    <CdnImage
      path={banner.url}
      alt={banner.title}
      width={WIDTH}
      height={HEIGHT}
      className={styles.image}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding={first ? 'sync' : 'async'}
      fallback={<span className={styles.fallback}>{banner.title}</span>}
    />
  );
  if (target.kind === 'external') {
    return (
      <a className={styles.link} href={target.href} {...EXTERNAL_LINK_PROPS}>
        {image}
      </a>
    );
  }
  if (target.kind === 'internal') {
    return (
      <a
        className={styles.link}
        href={target.href}
        onClick={(e) => {
          e.preventDefault();
          void navigate({ href: target.href });
        }}
      >
        {image}
      </a>
    );
  }
  return <div className={styles.link}>{image}</div>;
}

/** The home banner carousel (SPEC.md section 2): clickable slides, autoplay, loop with more than one. */
export function BannerCarousel() {
  const { t } = useLingui();
  const { language } = useSnapshot(uiStore);
  const query = useQuery({ ...homeBannersQueryOptions(language), placeholderData: keepPreviousData });

  if (query.isError && !query.data) {
    return (
      <SectionError error={query.error} onRetry={() => void query.refetch()}>
        <Trans>Banners could not be loaded.</Trans>
      </SectionError>
    );
  }
  if (!query.data)
    return <div className={styles.placeholder} style={{ aspectRatio: RATIO }} aria-busy="true" />;
  if (query.data.length === 0) return null;

  const slides = query.data.map((banner, i) => ({
    key: banner.id,
    node: <BannerSlide banner={banner} first={i === 0} />,
  }));
  return (
    <Carousel
      slides={slides}
      autoplayMs={BANNER_AUTOPLAY_MS}
      aspectRatio={RATIO}
      label={t`Promotions`}
      slideLabel={(index, count) => {
        const n = index + 1;
        return t`Banner ${n} of ${count}`;
      }}
    />
  );
}
