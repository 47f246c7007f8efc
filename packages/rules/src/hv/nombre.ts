/** The parts of a person's name as a CV stores them (second name and second surname optional). */
export interface PartesNombre {
  nombre1: string | null;
  nombre2?: string | null;
  apellido1: string | null;
  apellido2?: string | null;
}

const unir = (partes: (string | null | undefined)[]): string =>
  partes
    .map((p) => p?.trim() ?? '')
    .filter((p) => p !== '')
    .join(' ');

/** Given names, as shown on forms ("Ana María"). */
export const nombresDe = (p: PartesNombre): string => unir([p.nombre1, p.nombre2]);

/** Surnames ("Pérez Gómez"). */
export const apellidosDe = (p: PartesNombre): string => unir([p.apellido1, p.apellido2]);

/** The full name everywhere a candidate is named: given names, then surnames; blank parts skipped. */
export const nombreCompleto = (p: PartesNombre): string =>
  unir([p.nombre1, p.nombre2, p.apellido1, p.apellido2]);
