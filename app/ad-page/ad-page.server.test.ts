import { describe, expect, test } from 'vitest';
import type { AdDetailView } from '../../server/modules/ad-page/index.ts';
import { structuredData } from './ad-page.server.ts';

const ad: AdDetailView = {
  id: 7,
  slug: 'toyota-axio-dhaka-7',
  title: 'Toyota Axio 2016',
  type: 'for_sale',
  status: 'published',
  adDate: '2026-11-20T10:00:00.000Z',
  description: 'Fresh car',
  category: { id: 193, slug: 'cars', type: 'normal', name: 'Cars', parentId: 192, path: [] },
  location: { id: 1, slug: 'dhaka', name: 'Dhaka', path: [{ id: 1, slug: 'dhaka', name: 'Dhaka' }] },
  money: { amount: 'Tk 18,50,000', value: 1_850_000, currency: 'BDT', unit: null, negotiable: true },
  properties: [],
  itemCondition: 'used',
  images: [
    { src: '/media/a/detail.webp', srcSet: '', avifSrcSet: null, width: 800, height: 600, full: '/media/a/full.webp' },
  ],
  contactCard: { name: 'Karim' },
  isMember: false,
  isAuthorizedDealer: false,
  isFeaturedMember: false,
  isVerified: false,
  isDoorstepDelivery: false,
  isJob: false,
  job: null,
  promotions: { isTopAd: false, isUrgent: false, isFeatured: false, isSpotlight: false },
  shop: null,
  account: { id: 3, memberSince: '2025-01-01T00:00:00.000Z' },
};
const crumbs = [{ name: 'Cars', href: '/en/ads/bangladesh/cars' }];

describe('structured data of the ad page', () => {
  test('describes an ad for sale as a Product with a BDT Offer, its condition and availability', () => {
    const [product, list] = structuredData(ad, 'en', 'https://haat.example', crumbs) as Record<string, unknown>[];
    expect(product).toMatchObject({
      '@type': 'Product',
      image: ['https://haat.example/media/a/full.webp'],
      offers: {
        '@type': 'Offer',
        price: 1_850_000,
        priceCurrency: 'BDT',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/UsedCondition',
        url: 'https://haat.example/en/ad/toyota-axio-dhaka-7',
      },
    });
    expect(list).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Cars', item: 'https://haat.example/en/ads/bangladesh/cars' },
        { position: 2, item: 'https://haat.example/en/ad/toyota-axio-dhaka-7' },
      ],
    });
  });

  test('describes a job as a JobPosting, a removed ad as discontinued, and a wanted ad as no product', () => {
    const [job] = structuredData({ ...ad, isJob: true }, 'bn', 'https://haat.example', crumbs);
    expect(job).toMatchObject({ '@type': 'JobPosting', datePosted: ad.adDate, hiringOrganization: { name: 'Karim' } });
    const [posting] = structuredData(
      {
        ...ad,
        isJob: true,
        job: {
          role: 'Security guard',
          company: 'Elite Security',
          salaryMin: 12000,
          salaryMax: 15000,
          salaryNegotiable: false,
          jobType: 'full-time',
          experience: 'none',
          education: 'ssc',
          vacancies: 20,
          deadline: '2026-12-31',
          place: 'Uttara',
          applyVia: 'haat',
          applyEmail: null,
          applyUrl: null,
          licenceNumber: null,
          overseas: false,
        },
      },
      'en',
      'https://haat.example',
      crumbs,
    );
    expect(posting).toMatchObject({
      title: 'Security guard',
      hiringOrganization: { name: 'Elite Security' },
      validThrough: '2026-12-31T23:59:59+06:00',
      employmentType: 'FULL_TIME',
      totalJobOpenings: 20,
      experienceRequirements: 'no requirements',
      baseSalary: { currency: 'BDT', value: { minValue: 12000, maxValue: 15000, unitText: 'MONTH' } },
    });
    const [gone] = structuredData({ ...ad, status: 'deactivated' }, 'en', 'https://haat.example', crumbs);
    expect(gone).toMatchObject({ offers: { availability: 'https://schema.org/Discontinued' } });
    const wanted = structuredData({ ...ad, type: 'to_buy' }, 'en', 'https://haat.example', crumbs);
    expect(wanted.map((item) => (item as { '@type': string })['@type'])).toEqual(['BreadcrumbList']);
  });
});
