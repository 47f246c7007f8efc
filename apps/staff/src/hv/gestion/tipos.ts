import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';

type Salidas = inferRouterOutputs<AppRouter>['hojasDeVida'];
export type RequisitosPersona = Salidas['requisitosPersona'];
export type RequisitoPersona = RequisitosPersona['requisitos'][number];
export type TipoRequisito = Salidas['tiposRequisito'][number];
export type DatosEdicion = Salidas['datosEdicion'];
