import { z } from 'zod';
import { TIPOS_USUARIO, type FiltroUsuarios } from '@talento/rules';
import { OpcionRecordada, useRecordado, type OpcionTypeahead } from '@talento/ui';

/** What the filter bar edits; the client keeps its label so it shows when restored. */
export interface EstadoFiltrosUsuarios {
  texto: string;
  tipo: (typeof TIPOS_USUARIO)[number] | null;
  grupoId: number | null;
  sucursalId: number | null;
  cliente: OpcionTypeahead | null;
  estado: 'activos' | 'inactivos' | 'todos';
}

export const FILTROS_USUARIOS_VACIOS: EstadoFiltrosUsuarios = {
  texto: '',
  tipo: null,
  grupoId: null,
  sucursalId: null,
  cliente: null,
  estado: 'activos',
};

const id = z.number().int().positive().nullable();
// A remembered value that no longer passes (hand-edited storage) clears the filters instead of failing.
const Recordados: z.ZodType<EstadoFiltrosUsuarios> = z
  .object({
    texto: z.string().max(100),
    tipo: z.enum(TIPOS_USUARIO).nullable(),
    grupoId: id,
    sucursalId: id,
    cliente: OpcionRecordada.nullable(),
    estado: z.enum(['activos', 'inactivos', 'todos']),
  })
  .catch(FILTROS_USUARIOS_VACIOS);

/** Filters remembered per administrator (`useRecordado`, cleared at login like the other screens' filters). */
export function useFiltrosUsuarios(usuarioId: number) {
  const [filtros, setFiltros] = useRecordado(
    `administracion:usuarios:${usuarioId}`,
    Recordados,
    () => FILTROS_USUARIOS_VACIOS,
  );
  return {
    filtros,
    cambiar: (cambio: Partial<EstadoFiltrosUsuarios>) => setFiltros((f) => ({ ...f, ...cambio })),
    limpiar: () => setFiltros(FILTROS_USUARIOS_VACIOS),
  };
}

const ACTIVO = { activos: true, inactivos: false, todos: null } as const;

/** The `administracion.usuarios.listar` input. */
export function aEntradaListar(f: EstadoFiltrosUsuarios): FiltroUsuarios {
  return {
    texto: f.texto,
    tipo: f.tipo,
    grupoId: f.grupoId,
    sucursalId: f.sucursalId,
    clienteId: f.cliente?.id ?? null,
    activo: ACTIVO[f.estado],
  };
}
