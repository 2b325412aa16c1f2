import { describe, expect, it } from 'vitest';
import { DeliveryRequest } from './delivery';
import { twCities, twCity, twZipOf } from './tw-postal';

describe('Taiwan postal areas', () => {
  it('has the 22 cities and counties and 371 areas: the 368 鄉鎮市區 and three island groups', () => {
    expect(twCities.length).toBe(22);
    const all = twCities.flatMap((c) => c.districts);
    expect(all.length).toBe(371);
    const islands = ['釣魚臺列嶼', '東沙群島', '南沙群島'];
    expect(all.filter(([name]) => !islands.includes(name)).length).toBe(368);
    expect(twZipOf('宜蘭縣', '釣魚臺列嶼')).toBe('290');
    expect(twZipOf('高雄市', '東沙群島')).toBe('817');
    expect(twZipOf('高雄市', '南沙群島')).toBe('819');
    expect(twCity('連江縣')?.districts.length).toBe(4);
    expect(twCity('高雄市')?.districts.length).toBe(40);
  });

  it('answers the post office zips', () => {
    expect(twZipOf('臺北市', '中正區')).toBe('100');
    expect(twZipOf('新竹市', '東區')).toBe('300');
    expect(twZipOf('新竹市', '香山區')).toBe('300');
    expect(twZipOf('高雄市', '三民區')).toBe('807');
    expect(twZipOf('澎湖縣', '馬公市')).toBe('880');
    expect(twZipOf('連江縣', '南竿鄉')).toBe('209');
    expect(twZipOf('基隆市', '中正區')).toBe('202'); // same district name, another city
    expect(twZipOf('臺北市', '三民區')).toBeUndefined();
    expect(twZipOf('台北市', '中正區')).toBeUndefined(); // the post office writes 臺
  });

  it('gives each district of a city its own zip, except 新竹市 and 嘉義市, each one postal area', () => {
    const shared: string[] = [];
    for (const city of twCities) {
      const names = city.districts.map(([name]) => name);
      expect(new Set(names).size, city.name).toBe(names.length);
      const zips = city.districts.map(([, , zip]) => zip);
      if (new Set(zips).size !== zips.length) shared.push(city.name);
      for (const zip of zips) expect(zip).toMatch(/^\d{3}$/);
    }
    expect(shared).toEqual(['新竹市', '嘉義市']);
    expect(new Set(twCity('新竹市')!.districts.map(([, , zip]) => zip))).toEqual(new Set(['300']));
    expect(new Set(twCity('嘉義市')!.districts.map(([, , zip]) => zip))).toEqual(new Set(['600']));
    // Across cities, a zip belongs to one city only.
    const owner = new Map<string, string>();
    for (const city of twCities)
      for (const [, , zip] of city.districts) {
        expect(owner.get(zip) ?? city.name, zip).toBe(city.name);
        owner.set(zip, city.name);
      }
  });

  it('has an English name for every city and district', () => {
    expect(twCity('臺北市')?.en).toBe('Taipei City');
    expect(twCity('連江縣')?.en).toBe('Lienchiang County');
    for (const city of twCities) for (const [, en] of city.districts) expect(en).toMatch(/^[A-Za-z' ]+$/);
  });
});

describe('a home delivery address', () => {
  const home = { method: 'home', zip: '100', city: '臺北市', district: '中正區', address: '重慶南路一段 122 號' };
  const fieldsOf = (value: object) => {
    const r = DeliveryRequest.safeParse(value);
    return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('passes with the zip of its city and district', () => {
    expect(fieldsOf(home)).toBeNull();
    expect(fieldsOf({ ...home, zip: '880', city: '澎湖縣', district: '馬公市' })).toBeNull();
  });

  it('is refused, never corrected, when they do not match', () => {
    expect(fieldsOf({ ...home, zip: '106' })).toEqual({ zip: 'zip_mismatch' });
    expect(fieldsOf({ ...home, district: '三民區' })).toEqual({ district: 'not_one_of' });
    expect(fieldsOf({ ...home, city: '台北市' })).toEqual({ city: 'not_one_of' });
    expect(DeliveryRequest.parse({ ...home, zip: ' 100 ' })).toMatchObject({ zip: '100' });
  });
});
