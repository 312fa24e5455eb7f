// The dialog's left side (spec 2.3, 9): 4 images in the site's carousel (ui/carousel.tsx),
// turning every 3000 ms, wrapping, with dots; paused on hover and focus.
import { useTranslation } from '../../i18n-context.tsx';
import { Carousel } from '../../ui/carousel.tsx';
import slide1 from './slides/slide-1.svg';
import slide2 from './slides/slide-2.svg';
import slide3 from './slides/slide-3.svg';
import slide4 from './slides/slide-4.svg';

const slides = [slide1, slide2, slide3, slide4];
export const CAROUSEL_INTERVAL_MS = 3000;
const P = 'component.register.';

export function SignupCarousel() {
  const { t } = useTranslation();
  return (
    <Carousel
      className="signup__carousel"
      label={t(`${P}carouselLabel`)}
      labels={{
        previous: t('common.carousel.previous'),
        next: t('common.carousel.next'),
        slide: (n, count) => t(`${P}slide`, { n, count }),
        pause: t('common.carousel.pause'),
        play: t('common.carousel.play'),
      }}
      gap={0}
      loop
      dots
      autoplayMs={CAROUSEL_INTERVAL_MS}
      slides={slides.map((src, i) => (
        <figure className="signup__slide">
          <img src={src} alt="" width="400" height="560" />
          <figcaption>{t(`${P}slides.${i + 1}`)}</figcaption>
        </figure>
      ))}
    />
  );
}
