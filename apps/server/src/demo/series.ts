import { createRandom, type Random } from './random';
import { helsinkiFields, HOUR_MS, DAY_MS, type HelsinkiFields } from '@energiaportaali/domain';
import { temperatureAreas, type DemoMeteringPoint, type TemperatureArea } from './world';

// Realistic-looking shapes, not a physical model: daily rhythm, weekdays, seasons, weather.

export interface Window {
  /** UTC ms of the first Helsinki midnight. */
  from: number;
  /** UTC ms of the Helsinki midnight after the last day (exclusive). */
  to: number;
}

/** Hourly outdoor temperatures of one area, index 0 = window start. */
export interface TemperatureSeries {
  from: number;
  celsius: Float64Array;
}

/** Meter values as decimal text, at the starts of their intervals. */
export interface MeterSeries {
  ts: string[];
  /** The same instants, epoch ms. */
  ms: number[];
  /** Each interval's length: 15, 60 or 1440. */
  minutes: number[];
  value: string[];
  production: (string | null)[];
  reading: string[];
}

const TAU = 2 * Math.PI;
const bump = (x: number, center: number, width: number) => Math.exp(-(((x - center) / width) ** 2));
const rise = (x: number, at: number) => 1 / (1 + Math.exp(-3 * (x - at)));
/** 1 in mid-January, 0 in mid-July. */
const winterness = (dayOfYear: number) => (1 + Math.cos((TAU * (dayOfYear - 15)) / 365)) / 2;
const clamp = (x: number, min: number, max: number) => Math.min(max, Math.max(min, x));

export function temperatureSeries(area: TemperatureArea, window: Window): TemperatureSeries {
  const { mean, amplitude } = temperatureAreas[area];
  const random = createRandom(`temperature:${area}`);
  const hours = Math.round((window.to - window.from) / HOUR_MS);
  const celsius = new Float64Array(hours);
  let anomaly = 0;
  for (let i = 0; i < hours; i++) {
    const t = window.from + i * HOUR_MS;
    const { hour, dayOfYear } = helsinkiFields(t);
    const winter = winterness(dayOfYear - 20);
    // Weather: a slow random walk around the seasonal mean, wilder in winter (cold spells).
    anomaly = 0.997 * anomaly + 0.36 * random.normal();
    const seasonal = mean - amplitude * Math.cos((TAU * (dayOfYear - 20)) / 365);
    const daily = (1.5 + 3 * (1 - winter)) * Math.cos((TAU * (hour - 15)) / 24);
    const value = seasonal + daily + anomaly * (1 + 0.6 * winter) + 0.3 * random.normal();
    celsius[i] = Math.round(clamp(value, -25, 30) * 10) / 10;
  }
  return { from: window.from, celsius };
}

const timelines = new Map<string, { ms: number[]; iso: string[] }>();

/** Interval starts from `from` to `to` every `stepMinutes`; shared between points. */
function timeline(from: number, to: number, stepMinutes: number) {
  const key = `${from}:${to}:${stepMinutes}`;
  let cached = timelines.get(key);
  if (!cached) {
    const ms: number[] = [];
    const iso: string[] = [];
    for (let t = from; t < to; t += stepMinutes * 60_000) {
      ms.push(t);
      iso.push(new Date(t).toISOString());
    }
    cached = { ms, iso };
    timelines.set(key, cached);
  }
  return cached;
}

export function clearTimelineCache(): void {
  timelines.clear();
}

/** Native intervals of a point: electricity hourly until the smart-meter switch, then 15 min. */
export function intervals(
  point: DemoMeteringPoint,
  window: Window,
  smartMeterSwitch: number,
): { ms: number[]; iso: string[]; stepMinutes: number[] } {
  if (point.utility === 'water') {
    const days = dayStarts(window);
    return {
      ms: days,
      iso: days.map((t) => new Date(t).toISOString()),
      stepMinutes: days.map(() => 1440),
    };
  }
  if (point.utility === 'districtheat') {
    const hourly = timeline(window.from, window.to, 60);
    return { ...hourly, stepMinutes: hourly.ms.map(() => 60) };
  }
  const split = clamp(smartMeterSwitch, window.from, window.to);
  const hourly = timeline(window.from, split, 60);
  const quarter = timeline(split, window.to, 15);
  return {
    ms: hourly.ms.concat(quarter.ms),
    iso: hourly.iso.concat(quarter.iso),
    stepMinutes: hourly.ms.map(() => 60).concat(quarter.ms.map(() => 15)),
  };
}

function dayStarts(window: Window): number[] {
  const days: number[] = [];
  // Step by roughly a day and snap to the next Helsinki midnight (days are 23–25 hours).
  for (let t = window.from; t < window.to;) {
    days.push(t);
    const next = t + DAY_MS + 2 * HOUR_MS;
    const { hour } = helsinkiFields(next);
    t = next - hour * HOUR_MS;
  }
  return days;
}

const decimalsByUnit = { kWh: 3, MWh: 6, m3: 3 } as const;

export function meterSeries(
  point: DemoMeteringPoint,
  window: Window,
  options: {
    smartMeterSwitch: number;
    productionStart: number;
    temperatures: TemperatureSeries;
  },
): MeterSeries {
  const random = createRandom(`meter:${point.key}`);
  const { ms, iso, stepMinutes } = intervals(point, window, options.smartMeterSwitch);
  const decimals = decimalsByUnit[point.unit];
  const scale = 10 ** decimals;
  const perUnit = point.unit === 'MWh' ? 1 / 1000 : 1;
  const format = (units: number) => (units / scale).toFixed(decimals);

  const value: string[] = new Array(ms.length);
  const reading: string[] = new Array(ms.length);
  const production: (string | null)[] = new Array(ms.length).fill(null);
  // Readings count in integer units of the last decimal, so they never drift from the sums.
  const firstReading =
    point.utility === 'water' ? random.between(100, 900) : random.between(2_000, 40_000) * perUnit;
  let readingUnits = Math.round(firstReading * scale);
  const weather = weatherState(createRandom(`weather:${point.key}`));
  const smoothTemperature = smoother(options.temperatures);
  let dayFactor = 1;
  let currentDay = -1;

  for (let i = 0; i < ms.length; i++) {
    const t = ms[i]!;
    const step = stepMinutes[i]!;
    const fields = helsinkiFields(t + (step * 60_000) / 2);
    if (fields.dayOfYear !== currentDay) {
      currentDay = fields.dayOfYear;
      dayFactor = random.between(0.85, 1.15);
      weather.nextDay();
    }
    const hours = step / 60;
    let gross: number;
    if (point.utility === 'electricity') {
      gross = electricityKw(point, fields, random) * dayFactor * hours;
    } else if (point.utility === 'districtheat') {
      gross = heatKw(point, fields, smoothTemperature(t), random) * hours * perUnit;
    } else {
      gross = waterPerDay(point, fields, random) * dayFactor;
    }
    gross *= point.scale;
    let net = gross;
    if (point.solarKwp && t >= options.productionStart) {
      const produced =
        solarKw(point.solarKwp, t + (step * 60_000) / 2, weather.cloud(random)) * hours;
      production[i] = format(Math.round(produced * scale));
      // From 2023 the consumption is net of production, and never negative.
      net = Math.max(0, gross - produced);
    }
    const units = Math.round(net * scale);
    readingUnits += units;
    value[i] = format(units);
    reading[i] = format(readingUnits);
  }
  return { ts: iso, ms, minutes: stepMinutes, value, production, reading };
}

function electricityKw(point: DemoMeteringPoint, f: HelsinkiFields, random: Random): number {
  const w = winterness(f.dayOfYear);
  const h = f.hour;
  const weekday = f.weekday >= 1 && f.weekday <= 5;
  const noise = random.between(0.8, 1.2);
  switch (point.profile) {
    case 'home':
      return homeKw(f, w, random) * noise;
    case 'cottage': {
      const occupied =
        (f.weekday === 5 && h >= 17) ||
        f.weekday === 6 ||
        (f.weekday === 0 && h < 16) ||
        f.month === 7 ||
        (f.month === 12 && f.day >= 24 && f.day <= 27);
      return occupied ? (0.8 * homeKw(f, w, random) + 0.8 * w) * noise : (0.06 + 0.3 * w) * noise;
    }
    case 'office': {
      const occupancy = weekday ? rise(h, 7) * rise(17.5, h) : 0;
      const lunchDip = 1 - 0.15 * bump(h, 12, 0.7);
      return (2.5 + 1.5 * w + (9 + 5 * w) * occupancy * lunchDip) * noise;
    }
    case 'warehouse': {
      const shifts = weekday
        ? rise(h, 6) * rise(22, h)
        : f.weekday === 6
          ? rise(h, 8) * rise(14, h)
          : 0;
      return (4 + 3 * w + 6 * shifts) * noise;
    }
    case 'building': {
      const dark = isDark(h, f.dayOfYear) ? 1.5 : 0.2;
      const sauna = f.weekday >= 2 && f.weekday <= 6 && h >= 17 && h < 22 ? 5 : 0;
      const laundry = h >= 9 && h < 20 ? 1.2 : 0;
      return (2.2 + 1.2 * w + dark + sauna + laundry) * noise;
    }
  }
}

function homeKw(f: HelsinkiFields, w: number, random: Random): number {
  const h = f.hour;
  const weekend = f.weekday === 0 || f.weekday === 6;
  const morning = weekend ? 0.7 * bump(h, 9.5, 1.5) : 0.9 * bump(h, 7.3, 1);
  const evening = 1.3 * bump(h, 19, 2.2) + 0.4 * w * bump(h, 17.5, 3);
  const sauna =
    (f.weekday === 6 && h >= 18 && h < 21) || (f.weekday === 3 && h >= 19 && h < 20.5) ? 4.5 : 0;
  const appliance = random.next() < 0.04 ? random.between(1.5, 2.5) : 0;
  return 0.22 + 0.3 * w + morning + evening + sauna + appliance;
}

function isDark(hour: number, dayOfYear: number): boolean {
  const dayLength = 12.4 + 6.5 * Math.cos((TAU * (dayOfYear - 172)) / 365);
  return hour < 13.2 - dayLength / 2 || hour > 13.2 + dayLength / 2;
}

function heatKw(
  point: DemoMeteringPoint,
  f: HelsinkiFields,
  celsius: number,
  random: Random,
): number {
  const h = f.hour;
  const heating = Math.max(0, 17 - celsius);
  const noise = random.between(0.92, 1.08);
  const hotWater = 0.5 + 1.2 * bump(h, 7, 1.2) + 1.5 * bump(h, 20.5, 1.5);
  switch (point.profile) {
    case 'office':
    case 'warehouse': {
      const weekday = f.weekday >= 1 && f.weekday <= 5;
      const occupied = weekday ? rise(h, 6) * rise(18, h) : 0;
      return (2 + 8 * occupied + 3.6 * heating * (0.75 + 0.25 * occupied)) * noise;
    }
    case 'building':
      return (8 * hotWater + 5.2 * heating) * noise;
    default:
      return (0.35 * hotWater + 0.19 * heating) * noise;
  }
}

function waterPerDay(point: DemoMeteringPoint, f: HelsinkiFields, random: Random): number {
  const weekend = f.weekday === 0 || f.weekday === 6;
  const summer = 1 - winterness(f.dayOfYear);
  switch (point.profile) {
    case 'building':
      return 11 * (weekend ? 1.1 : 1) * random.between(0.85, 1.15);
    case 'office':
    case 'warehouse':
      return weekend ? 0.08 : 0.9 * random.between(0.8, 1.2);
    default:
      return 0.32 * (weekend ? 1.25 : 1) * (1 + 0.25 * summer) * random.between(0.7, 1.3);
  }
}

// Buildings react to the outdoor temperature with a few hours' delay.
function smoother(temperatures: TemperatureSeries) {
  let smoothed: number | null = null;
  return (t: number) => {
    const index = clamp(
      Math.floor((t - temperatures.from) / HOUR_MS),
      0,
      temperatures.celsius.length - 1,
    );
    const celsius = temperatures.celsius[index] ?? 0;
    smoothed = smoothed === null ? celsius : 0.85 * smoothed + 0.15 * celsius;
    return smoothed;
  };
}

function weatherState(random: Random) {
  let anomaly = 0;
  return {
    nextDay: () => {
      anomaly = 0.6 * anomaly + 0.8 * random.normal();
    },
    cloud: (intraday: Random) =>
      clamp(0.55 + 0.35 * anomaly, 0.08, 1) * intraday.between(0.85, 1.15),
  };
}

const latitude = (60.2 * Math.PI) / 180;

/** Rooftop solar power: zero at night, highest at noon in June. */
function solarKw(kwp: number, utcMs: number, cloud: number): number {
  const date = new Date(utcMs);
  const dayOfYear = Math.floor((utcMs - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS) + 1;
  const declination = ((23.44 * Math.PI) / 180) * Math.sin((TAU * (284 + dayOfYear)) / 365);
  const solarHour = (utcMs % DAY_MS) / HOUR_MS + 25 / 15;
  const hourAngle = ((solarHour - 12) * 15 * Math.PI) / 180;
  const sinElevation =
    Math.sin(latitude) * Math.sin(declination) +
    Math.cos(latitude) * Math.cos(declination) * Math.cos(hourAngle);
  return sinElevation <= 0 ? 0 : kwp * 0.85 * Math.pow(sinElevation, 0.8) * Math.min(1, cloud);
}
