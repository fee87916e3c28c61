/**
 * Time-zone arithmetic on IANA zones with Intl only: the wall-clock time of an instant in a zone, the instant a
 * wall-clock time names (daylight-saving gaps and overlaps resolved), and weekly repeats that keep the wall time.
 */

/** A zone name Intl accepts and the app stores (Area/City, or UTC). */
export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$|^UTC$/.test(zone);
  } catch {
    return false;
  }
}

/** The areas of the IANA database's geographic zones (Area/City); legacy links such as US/Eastern or EST are not. */
const GEOGRAPHIC_ZONE =
  /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)(\/[A-Z][A-Za-z0-9_+-]*){1,2}$/;

let supportedZones: Set<string> | undefined;
const supported = (): Set<string> => {
  if (!supportedZones) {
    let known: string[] = [];
    try {
      known = Intl.supportedValuesOf('timeZone');
    } catch {
      known = [];
    }
    supportedZones = new Set([...known, 'UTC']);
  }
  return supportedZones;
};

/**
 * Zones that Intl (after the Unicode CLDR) still lists by an older IANA name, with the name the IANA database
 * uses now: what a person types to find their zone ("Kolkata", "Kyiv"). Intl accepts both names of each.
 */
export const CURRENT_ZONE_NAMES: Readonly<Record<string, string>> = {
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** A zone by the name the IANA database uses now (Asia/Calcutta → Asia/Kolkata); others as they are. */
export const currentZoneName = (zone: string): string => CURRENT_ZONE_NAMES[zone] ?? zone;

/** Every IANA zone this runtime lists (`Intl.supportedValuesOf('timeZone')`) and UTC, sorted. */
export function ianaTimeZones(): string[] {
  return [...supported()].sort();
}

/**
 * A zone a tutor may keep (docs/decisions/671): UTC or a zone `Intl.supportedValuesOf('timeZone')` lists, written
 * as listed, or a geographic Area/City name that this runtime resolves to a listed zone. The last case accepts the
 * newer and older names of one zone (Asia/Kolkata and Asia/Calcutta, Europe/Kyiv and Europe/Kiev), since a browser
 * and the server may list different ones; it refuses legacy links (US/Eastern, EST, GMT), other spellings
 * (europe/london) and free text.
 */
export function isIanaTimeZone(zone: string): boolean {
  const zones = supported();
  if (zones.has(zone)) return true;
  if (!GEOGRAPHIC_ZONE.test(zone)) return false;
  try {
    return zones.has(new Intl.DateTimeFormat('en-GB', { timeZone: zone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock time of an instant in a zone. */
export function wallTimeIn(instant: Date, zone: string): WallTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const offsetMs = (instant: Date, zone: string): number => {
  const w = wallTimeIn(instant, zone);
  return (
    Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) -
    Math.floor(instant.getTime() / 1000) * 1000
  );
};

/**
 * The instant a wall-clock time in a zone names. In a spring-forward gap the time is moved forward by the
 * gap; in an autumn overlap the first (summer-time) instant is taken.
 */
export function instantOfWallTime(wall: WallTime, zone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = asUtc - offsetMs(new Date(asUtc), zone);
  const second = asUtc - offsetMs(new Date(first), zone);
  const candidates = [first, second].filter((c) => {
    const w = wallTimeIn(new Date(c), zone);
    return w.hour === wall.hour && w.minute === wall.minute && w.day === wall.day;
  });
  return new Date(candidates.length ? Math.min(...candidates) : Math.max(first, second));
}

/** The same wall-clock time `weeks` weeks later in the zone (stays at 18:00 across a daylight-saving change). */
export function addWeeksInZone(instant: Date, weeks: number, zone: string): Date {
  const w = wallTimeIn(instant, zone);
  const shifted = new Date(Date.UTC(w.year, w.month - 1, w.day + weeks * 7));
  return instantOfWallTime(
    { ...w, year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() },
    zone,
  );
}
