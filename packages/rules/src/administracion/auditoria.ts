import { z } from 'zod';
import { etiquetaPermiso } from '../auth/permisos';
import { campo, FechaIsoSchema, Id } from '../esquemas';

/** The kinds of audit row the screen filters by, each a set of `accion` values or prefixes. */
export const CATEGORIAS_AUDITORIA = {
  administracion: 'Cambios de administración',
  ingresos: 'Ingresos y contraseñas',
  accesos: 'Lecturas y accesos negados',
} as const;
export type CategoriaAuditoria = keyof typeof CATEGORIAS_AUDITORIA;

/** Spanish name of each `accion` written by the product (others are shown as they are). */
export const ETIQUETA_ACCION_AUDITORIA: Readonly<Record<string, string>> = {
  ingreso: 'Ingreso',
  ingreso_fallido: 'Ingreso fallido',
  ingreso_bloqueado: 'Ingreso bloqueado',
  acceso_denegado: 'Acceso negado',
  'contrasena.establecer': 'Contraseña definida por enlace',
  'usuario.crear': 'Usuario creado',
  'usuario.editar': 'Usuario editado',
  'usuario.activar': 'Usuario activado',
  'usuario.desactivar': 'Usuario desactivado',
  'usuario.enlace': 'Enlace de contraseña enviado',
  'usuario.configuracion_inicial': 'Primer administrador creado',
  'grupo.crear': 'Grupo creado',
  'grupo.editar': 'Grupo editado',
  'respaldo.solicitar': 'Respaldo pedido',
  'respaldo.descargar': 'Respaldo descargado',
  'importacion.confirmar': 'Importación confirmada',
  'importacion.cancelar': 'Importación cancelada',
  'importacion.deshacer': 'Importación deshecha',
};

export const MENSAJES_AUDITORIA = {
  rangoInvalido: 'La fecha inicial debe ser anterior o igual a la final',
  sinFilas: 'No hay registros de auditoría con estos filtros',
} as const;

export const TAMANO_PAGINA_AUDITORIA = 50;

export const FiltroAuditoria = z
  .object({
    categoria: z.enum(['administracion', 'ingresos', 'accesos']).nullable().default(null),
    usuarioId: Id.nullable().default(null),
    texto: campo.texto({ max: 100 }).default(''),
    desde: FechaIsoSchema.nullable().default(null),
    hasta: FechaIsoSchema.nullable().default(null),
    pagina: campo.entero({ min: 1, max: 100_000 }).default(1),
  })
  .refine((f) => !f.desde || !f.hasta || f.desde <= f.hasta, {
    message: MENSAJES_AUDITORIA.rangoInvalido,
    path: ['hasta'],
  });
export type FiltroAuditoria = z.input<typeof FiltroAuditoria>;

/**
 * The audit row's detail as the screen and its export write it: one `campo: antes → después` per changed field of a
 * change, other details as `clave: valor`; '' without one.
 */
export function resumenDetalleAuditoria(detalle: Record<string, unknown> | null | undefined): string {
  if (!detalle) return '';
  const { antes, despues, ...resto } = detalle as {
    antes?: Record<string, unknown> | null;
    despues?: Record<string, unknown> | null;
  } & Record<string, unknown>;
  const texto = (v: unknown, clave?: string): string => {
    if (v === null || v === undefined) return '—';
    if (Array.isArray(v)) return v.map((x) => texto(x, clave)).join(clave === 'permisos' ? ' · ' : ', ');
    // Flags by their description, never their code.
    if (typeof v === 'string' && (clave === 'permiso' || clave === 'permisos')) return etiquetaPermiso(v);
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return JSON.stringify(v);
  };
  const partes: string[] = [];
  if (antes !== undefined || despues !== undefined) {
    const claves = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})])];
    for (const k of claves) {
      const a = texto(antes?.[k], k);
      const d = texto(despues?.[k], k);
      if (!antes) partes.push(`${k}: ${d}`);
      else if (a !== d) partes.push(`${k}: ${a} → ${d}`);
    }
  }
  for (const [k, v] of Object.entries(resto)) partes.push(`${k}: ${texto(v, k)}`);
  return partes.join('; ');
}
