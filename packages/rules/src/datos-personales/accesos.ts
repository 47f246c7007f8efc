/**
 * Access audit of personal data: who opened, printed or exported a CV, and who ran an export with personal data.
 * The rows live in the append-only `auditoria` table; these are the actions that count as an access.
 */
import { z } from 'zod';
import { campo, FechaIsoSchema, Id } from '../esquemas';

/** `accion` of an audit row that is an access to a person's data, with its Spanish label. */
export const ACCIONES_ACCESO_DATOS = {
  lectura_hoja_de_vida: 'Abrió la hoja de vida',
  lectura_archivo_hoja_de_vida: 'Abrió un documento de la hoja de vida',
  lectura_evidencia_requisito: 'Abrió la evidencia de un requisito',
  lectura_hv: 'Abrió la hoja de vida (portal de clientes)',
  impresion_hoja_de_vida: 'Imprimió la hoja de vida',
  exportacion_datos_personales: 'Exportó todos los datos de la persona',
  supresion_datos_personales: 'Suprimió los datos de la persona',
  exportar: 'Exportó una lista con datos personales',
} as const;
export type AccionAccesoDatos = keyof typeof ACCIONES_ACCESO_DATOS;

/**
 * The "Exportar" kinds (`recurso` of an `exportar` row) whose file carries people's personal data: candidates (names,
 * documents) and the agency's users and field staff (names, e-mails). Checked against the export registry by a test.
 */
export const EXPORTACIONES_CON_DATOS_PERSONALES: readonly string[] = [
  'busquedaPalabra',
  'busquedaCriterios',
  'vetados',
  'citas',
  'candidatosCategoria',
  'ordenesContratacion',
  'usuarios',
  'mercaderistas',
];

export const TAMANO_PAGINA_ACCESOS = 50;
/** How many accesses the CV shows. */
export const ACCESOS_RECIENTES_HV = 10;

export const MENSAJES_ACCESOS = {
  rangoInvalido: 'La fecha inicial debe ser anterior o igual a la final',
  sinFilas: 'No hay accesos con estos filtros',
} as const;

export const FiltroAccesosDatos = z
  .object({
    /** Part of the user name of whoever accessed. */
    usuario: campo.texto({ max: 60 }).default(''),
    /** The person: their candidate id (from the CV) … */
    candidatoId: Id.nullable().default(null),
    /** … or their document number. */
    documento: campo.texto({ max: 20 }).default(''),
    desde: FechaIsoSchema.nullable().default(null),
    hasta: FechaIsoSchema.nullable().default(null),
    pagina: campo.entero({ min: 1, max: 100_000 }).default(1),
  })
  .refine((f) => !f.desde || !f.hasta || f.desde <= f.hasta, {
    message: MENSAJES_ACCESOS.rangoInvalido,
    path: ['hasta'],
  });
export type FiltroAccesosDatos = z.input<typeof FiltroAccesosDatos>;

export const EntradaPersonaDatos = z.object({ candidatoId: campo.id() });
export type EntradaPersonaDatos = z.input<typeof EntradaPersonaDatos>;

export const EntradaExportacionDatos = z.object({
  candidatoId: campo.id(),
  formato: z.enum(['pdf', 'json'], { message: 'Elija PDF o JSON' }),
});
export type EntradaExportacionDatos = z.input<typeof EntradaExportacionDatos>;
