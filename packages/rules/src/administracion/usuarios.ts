import { z } from 'zod';
import { campo, Id, Version } from '../esquemas';

/** Messages of Administración › Usuarios, the password links and the first run. */
export const MENSAJES_ADMIN_USUARIOS = {
  usuarioRequerido: 'Escriba el nombre de usuario',
  usuarioFormato: 'Use de 3 a 150 letras sin tilde, números o . _ @ + -',
  usuarioDuplicado: 'Ya existe un usuario con ese nombre de usuario',
  correoRequerido: 'Escriba un correo electrónico válido',
  correoDuplicado: 'Ya existe un usuario con ese correo electrónico',
  nombresRequeridos: 'Escriba los nombres',
  apellidosRequeridos: 'Escriba los apellidos',
  gruposRequeridos: 'Elija al menos un grupo',
  grupoInexistente: 'Uno de los grupos elegidos no existe',
  grupoDeOtroPortal: (grupo: string, portal: 'staff' | 'cliente') =>
    portal === 'cliente'
      ? `El grupo ${grupo} es del staff: un usuario del portal de clientes no puede tenerlo`
      : `El grupo ${grupo} es del portal de clientes: un usuario del staff no puede tenerlo`,
  clientesRequeridos: 'Un usuario del portal de clientes actúa por al menos una empresa',
  clienteInexistente: 'Uno de los clientes elegidos no existe o está inactivo',
  sucursalInexistente: 'La sucursal elegida no existe o está inactiva',
  tipoNoCambia: 'Un usuario no cambia de portal: cree otro usuario',
  propioAdministrador: 'No puede quitarse a sí mismo los permisos de administrar usuarios y grupos',
  propioDesactivar: 'No puede desactivarse a sí mismo',
  sinUsuario: 'El usuario no existe',
  creado: (correo: string) => `Usuario creado. Se envió a ${correo} el enlace para definir su contraseña.`,
  guardado: 'Usuario guardado',
  desactivado: 'Usuario desactivado: sus sesiones terminan en su próxima solicitud',
  activado: 'Usuario activado',
  enlaceEnviado: (correo: string) => `Se envió a ${correo} un enlace nuevo para definir la contraseña.`,
  sinCorreo: 'El usuario no tiene correo electrónico: escríbalo antes de enviar el enlace',
  inactivoSinEnlace: 'Active el usuario antes de enviarle un enlace',
  // Password links (public page)
  enlaceInvalido:
    'El enlace no es válido, ya se usó o venció. Pida a su administrador que le envíe uno nuevo.',
  contrasenaCorta: 'La contraseña debe tener al menos 10 caracteres',
  contrasenaLarga: 'La contraseña puede tener hasta 128 caracteres',
  confirmacionDistinta: 'La confirmación no coincide con la contraseña',
  contrasenaDebil: 'La contraseña es fácil de adivinar',
  contrasenaDefinida: 'Su contraseña quedó definida. Ya puede ingresar.',
  // First run
  configuracionInicialHecha: 'El administrador quedó creado. Ingrese con su usuario y contraseña.',
} as const;

const M = MENSAJES_ADMIN_USUARIOS;

/** The length rule; the strength check (zxcvbn, Spanish hints) runs on the server. */
export const LONGITUD_CONTRASENA = { min: 10, max: 128 } as const;

export const TIPOS_USUARIO = ['staff', 'cliente'] as const;
export type TipoUsuario = (typeof TIPOS_USUARIO)[number];

const Username = campo
  .texto({ min: 1, max: 150, mensaje: M.usuarioRequerido })
  .regex(/^[A-Za-z0-9._@+-]{3,150}$/, M.usuarioFormato);
const Correo = campo.texto({ min: 1, max: 254, mensaje: M.correoRequerido }).pipe(z.email(M.correoRequerido));

/** Create (no id) or edit a user. Staff users always belong to atrabajarstaff (added by the server). */
export const EntradaGuardarUsuario = z.object({
  id: Id.optional(),
  version: Version.optional(),
  tipo: z.enum(TIPOS_USUARIO, { message: 'Elija el portal del usuario' }),
  username: Username,
  firstName: campo.texto({ min: 1, max: 150, mensaje: M.nombresRequeridos }),
  lastName: campo.texto({ min: 1, max: 150, mensaje: M.apellidosRequeridos }),
  email: Correo,
  sucursalId: Id.nullable().default(null),
  grupos: z.array(Id).max(50).default([]),
  clientes: z.array(Id).max(2000).default([]),
});
export type EntradaGuardarUsuario = z.input<typeof EntradaGuardarUsuario>;

/** The form: the same fields without id and version. */
export const CamposUsuario = EntradaGuardarUsuario.omit({ id: true, version: true });
export type CamposUsuario = z.input<typeof CamposUsuario>;

export const FiltroUsuarios = z.object({
  texto: campo.texto({ max: 100 }).default(''),
  tipo: z.enum(TIPOS_USUARIO).nullable().default(null),
  grupoId: Id.nullable().default(null),
  clienteId: Id.nullable().default(null),
  sucursalId: Id.nullable().default(null),
  activo: z.boolean().nullable().default(true),
});
export type FiltroUsuarios = z.input<typeof FiltroUsuarios>;

export const EntradaIdUsuario = z.object({ id: Id });
export const EntradaActivarUsuario = z.object({ id: Id, version: Version, activo: z.boolean() });

/** A new password as the product accepts it: 10 to 128 characters (its strength is checked by the API). */
export const ContrasenaNueva = campo
  .texto({ min: 1, max: LONGITUD_CONTRASENA.max, mensaje: M.contrasenaCorta, recortar: false })
  .min(LONGITUD_CONTRASENA.min, M.contrasenaCorta)
  .max(LONGITUD_CONTRASENA.max, M.contrasenaLarga);
const TokenEnlace = campo.formato(/^[a-z2-7]{20,64}$/, M.enlaceInvalido, 64);

/** The public page of a password link: the token and the new password, typed twice. */
export const EntradaEstablecerContrasena = z
  .object({
    token: TokenEnlace,
    contrasena: ContrasenaNueva,
    confirmacion: campo.texto({ max: LONGITUD_CONTRASENA.max, recortar: false }),
  })
  .refine((v) => v.contrasena === v.confirmacion, {
    message: M.confirmacionDistinta,
    path: ['confirmacion'],
  });
export type EntradaEstablecerContrasena = z.input<typeof EntradaEstablecerContrasena>;
export const EntradaTokenEnlace = z.object({ token: TokenEnlace });

/** The first-run page: the first administrator's data and password. */
export const EntradaConfiguracionInicial = z
  .object({
    token: TokenEnlace,
    username: Username,
    firstName: campo.texto({ min: 1, max: 150, mensaje: M.nombresRequeridos }),
    lastName: campo.texto({ min: 1, max: 150, mensaje: M.apellidosRequeridos }),
    email: Correo,
    contrasena: ContrasenaNueva,
    confirmacion: campo.texto({ max: LONGITUD_CONTRASENA.max, recortar: false }),
  })
  .refine((v) => v.contrasena === v.confirmacion, {
    message: M.confirmacionDistinta,
    path: ['confirmacion'],
  });
export type EntradaConfiguracionInicial = z.input<typeof EntradaConfiguracionInicial>;
