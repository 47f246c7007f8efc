/**
 * The criteria-search form (spec 03 §2, §5): each criterion is switched on by its checkbox and its value
 * is then required; the age range becomes birth-date bounds; bounds are validated. Pure: the page keeps
 * this state (and remembers it in local storage) and sends what `criteriosDesdeFormulario` returns.
 */
import { z } from 'zod';
import { rangoFechasNacimiento } from './edad';
import { MENSAJES_BUSQUEDA as M } from './constantes';
import type { BusquedaCriterios } from './esquemas';

export interface Criterio<T> {
  activo: boolean;
  valor: T | null;
}

export interface FormularioCriterios {
  disponibilidad: Criterio<number>;
  estadoProducto: Criterio<number>;
  ciudad: Criterio<{ id: number; nombre: string }>;
  estadoCivil: Criterio<number>;
  edad: { activo: boolean; minima: number | null; maxima: number | null };
  genero: Criterio<number>;
  profesion: Criterio<string>;
  cargo: Criterio<string>;
  aspiracionMinima: Criterio<number>;
  aspiracionMaxima: Criterio<number>;
  nivelAcademico: Criterio<number>;
  disponibleParaViaje: Criterio<boolean>;
  /** 'YYYY-MM-DD' */
  fechaModificacion: Criterio<string>;
}

const vacio = <T>(): Criterio<T> => ({ activo: false, valor: null });

export function formularioCriteriosVacio(): FormularioCriterios {
  return {
    disponibilidad: vacio(),
    estadoProducto: vacio(),
    ciudad: vacio(),
    estadoCivil: vacio(),
    edad: { activo: false, minima: null, maxima: null },
    genero: vacio(),
    profesion: vacio(),
    cargo: vacio(),
    aspiracionMinima: vacio(),
    aspiracionMaxima: vacio(),
    nivelAcademico: vacio(),
    disponibleParaViaje: vacio(),
    fechaModificacion: vacio(),
  };
}

/** Labels used in "Debe llenar el campo …" messages. */
export const ETIQUETAS_CRITERIOS: Record<keyof FormularioCriterios, string> = {
  disponibilidad: 'Disponibilidad',
  estadoProducto: 'Estado del producto',
  ciudad: 'Ciudad de residencia',
  estadoCivil: 'Estado civil',
  edad: 'Rango de edad',
  genero: 'Género',
  profesion: 'Profesión',
  cargo: 'Cargo a aspirar',
  aspiracionMinima: 'Aspiración salarial mínima',
  aspiracionMaxima: 'Aspiración salarial máxima',
  nivelAcademico: 'Nivel académico',
  disponibleParaViaje: 'Disponible para viajar',
  fechaModificacion: 'Fecha de modificación',
};

export type ResultadoFormulario =
  | { ok: true; criterios: Omit<BusquedaCriterios, 'pagina'> }
  | { ok: false; titulo: string | null; errores: string[] };

const requerido = (campo: keyof FormularioCriterios) => `Debe llenar el campo ${ETIQUETAS_CRITERIOS[campo]}`;

type Problema = [campo: keyof FormularioCriterios | null, mensaje: string];

/** Each problem of the form with the criterion it belongs to (null: the form as a whole), and the input built. */
function revisarCriterios(
  f: FormularioCriterios,
  hoy: Date,
): { titulo: string | null; problemas: Problema[]; criterios: Omit<BusquedaCriterios, 'pagina'> } {
  const activos = (Object.keys(f) as (keyof FormularioCriterios)[]).filter((k) => f[k].activo);
  if (activos.length === 0)
    return { titulo: M.tituloSinCriterios, problemas: [[null, M.sinCriterios]], criterios: {} };
  const problemas: Problema[] = [];
  const c: Omit<BusquedaCriterios, 'pagina'> = {};
  const tomar = <T>(campo: keyof FormularioCriterios, criterio: Criterio<T>, poner: (v: T) => void) => {
    if (!criterio.activo) return;
    const v = criterio.valor;
    if (
      v === null ||
      v === undefined ||
      (typeof v === 'string' && v.trim() === '') ||
      (typeof v === 'number' && Number.isNaN(v))
    ) {
      problemas.push([campo, requerido(campo)]);
    } else poner(v);
  };
  tomar('disponibilidad', f.disponibilidad, (v) => (c.disponibilidad = v as never));
  tomar('estadoProducto', f.estadoProducto, (v) => (c.estadoProducto = v as never));
  tomar('ciudad', f.ciudad, (v) => (c.ciudadResidencia = v.id));
  tomar('estadoCivil', f.estadoCivil, (v) => (c.estadoCivil = v as never));
  tomar('genero', f.genero, (v) => (c.genero = v as never));
  tomar('profesion', f.profesion, (v) => (c.profesion = v.trim()));
  tomar('cargo', f.cargo, (v) => (c.cargoAAspirar = v.trim()));
  tomar('aspiracionMinima', f.aspiracionMinima, (v) =>
    v < 0 ? problemas.push(['aspiracionMinima', M.aspiracionMinima]) : (c.aspiracionMinima = v),
  );
  tomar('aspiracionMaxima', f.aspiracionMaxima, (v) =>
    v < 0 ? problemas.push(['aspiracionMaxima', M.aspiracionMaxima]) : (c.aspiracionMaxima = v),
  );
  if (
    c.aspiracionMinima !== undefined &&
    c.aspiracionMaxima !== undefined &&
    c.aspiracionMaxima < c.aspiracionMinima
  ) {
    problemas.push(['aspiracionMaxima', M.aspiracionMaxima]);
  }
  tomar('nivelAcademico', f.nivelAcademico, (v) => (c.nivelAcademico = v as never));
  tomar('disponibleParaViaje', f.disponibleParaViaje, (v) => (c.disponibleParaViaje = v));
  tomar('fechaModificacion', f.fechaModificacion, (v) => (c.fechaModificacion = v));
  if (f.edad.activo) {
    const { minima, maxima } = f.edad;
    if (minima === null || maxima === null || Number.isNaN(minima) || Number.isNaN(maxima))
      problemas.push(['edad', requerido('edad')]);
    else if (!Number.isInteger(minima) || minima < 0) problemas.push(['edad', M.edadMinima]);
    else if (!Number.isInteger(maxima) || maxima < minima) problemas.push(['edad', M.edadMaxima]);
    else Object.assign(c, rangoFechasNacimiento(minima, maxima, hoy));
  }
  return { titulo: null, problemas, criterios: c };
}

/** Validates the form and builds the procedure input; `hoy` turns the age range into birth dates. */
export function criteriosDesdeFormulario(f: FormularioCriterios, hoy: Date): ResultadoFormulario {
  const r = revisarCriterios(f, hoy);
  return r.problemas.length
    ? { ok: false, titulo: r.titulo, errores: r.problemas.map(([, m]) => m) }
    : { ok: true, criterios: r.criterios };
}

/**
 * The criteria form's schema (react-hook-form, `zodResolver`): each message on its criterion ('edad',
 * 'nivelAcademico', ...), the "no criteria" one on the form's root; the output is the procedure's input.
 */
export function esquemaFormularioCriterios(hoy: Date) {
  return z
    .custom<FormularioCriterios>((v) => typeof v === 'object' && v !== null)
    .superRefine((f, ctx) => {
      for (const [campo, message] of revisarCriterios(f, hoy).problemas)
        ctx.addIssue({ code: 'custom', path: [campo ?? 'root'], message });
    })
    .transform((f) => revisarCriterios(f, hoy).criterios);
}
