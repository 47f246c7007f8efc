import { z } from 'zod';
import { esPermiso } from '../auth/permisos';
import { PERMISOS_POR_GRUPO } from '../auth/grupos';
import { campo, Id, Version } from '../esquemas';
import { TIPOS_USUARIO } from './usuarios';

export const MENSAJES_ADMIN_GRUPOS = {
  nombreRequerido: 'Escriba el nombre del grupo',
  nombreDuplicado: 'Ya existe un grupo con ese nombre',
  permisoInvalido: 'Uno de los permisos elegidos no existe',
  nombreDelSistema:
    'El sistema reconoce este grupo por su nombre (ingreso al staff, superusuarios, mercaderistas, staff de clientes): no se puede renombrar',
  portalNoCambia: 'Un grupo no cambia de portal: cree otro grupo',
  propioAdministrador: 'No puede quitarse a sí mismo los permisos de administrar usuarios y grupos',
  guardado: 'Grupo guardado',
  creado: 'Grupo creado',
} as const;
const M = MENSAJES_ADMIN_GRUPOS;

/** The groups the code knows by name: they can change their flags, never their name. */
export const GRUPOS_DEL_SISTEMA: readonly string[] = Object.keys(PERMISOS_POR_GRUPO);

export const EntradaGuardarGrupo = z.object({
  id: Id.optional(),
  version: Version.optional(),
  nombre: campo.texto({ min: 1, max: 150, mensaje: M.nombreRequerido }),
  portal: z.enum(TIPOS_USUARIO, { message: 'Elija el portal del grupo' }),
  permisos: z
    .array(campo.texto({ min: 1, max: 120, mensaje: M.permisoInvalido }).refine(esPermiso, M.permisoInvalido))
    .max(200),
});
export type EntradaGuardarGrupo = z.input<typeof EntradaGuardarGrupo>;
export const CamposGrupo = EntradaGuardarGrupo.omit({ id: true, version: true });
export type CamposGrupo = z.input<typeof CamposGrupo>;
