import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  CampoArea,
  CampoTexto,
  propsDeControl,
  Seleccion,
  Typeahead,
  type OpcionTypeahead,
} from '@talento/ui';
import { PEDIDO_LIMITES } from '@talento/rules';
import { errorDe, numeroOVacio } from '../campos';
import { useBuscadores } from '../../../catalogos/buscadores';

/** The fields both order forms (ordinary and stock) hold for the client and the job. */
export interface ValoresClienteCargo {
  cliente: OpcionTypeahead | null;
  perfilId: number | undefined;
  nombreCargo: string;
  descripcion: string;
}

interface Props<P extends { id: number; nombreCargoPerfil: string }> {
  deshabilitado: boolean;
  perfiles: P[] | undefined;
  /** A new client empties the profile (its profiles are another list). */
  alCambiarCliente: () => void;
  elegirPerfil: (perfil: P | null) => void;
  /** Notes under the profile select (no profiles, profile to approve). */
  avisosPerfil?: ReactNode;
}

/**
 * Client (typeahead from 4 characters), one of its profiles, job name and description: the same fields in the
 * ordinary and the stock order form (inside their `FormProvider`).
 */
export function CamposClienteCargo<P extends { id: number; nombreCargoPerfil: string }>({
  deshabilitado,
  perfiles,
  alCambiarCliente,
  elegirPerfil,
  avisosPerfil,
}: Props<P>) {
  const { control, register, formState } = useFormContext<ValoresClienteCargo>();
  const buscadores = useBuscadores();
  const cliente = useWatch({ control, name: 'cliente' });
  return (
    <>
      <Controller
        control={control}
        name="cliente"
        render={(c) => (
          <Typeahead
            etiqueta="Cliente"
            requerido
            {...propsDeControl(c)}
            onChange={(opcion) => {
              c.field.onChange(opcion);
              alCambiarCliente();
            }}
            buscar={buscadores.clientes}
            minCaracteres={PEDIDO_LIMITES.minCaracteresBusqueda}
            disabled={deshabilitado}
          />
        )}
      />
      <div>
        <Controller
          control={control}
          name="perfilId"
          render={(c) => (
            <Seleccion
              etiqueta="Perfil"
              requerido
              {...propsDeControl(c)}
              onChange={(v) => elegirPerfil(perfiles?.find((p) => p.id === numeroOVacio(v)) ?? null)}
              opciones={(perfiles ?? []).map((p) => ({ valor: p.id, etiqueta: p.nombreCargoPerfil }))}
              disabled={deshabilitado || !cliente}
              vacia={cliente ? 'Seleccione un perfil' : 'Primero elija el cliente'}
            />
          )}
        />
        {avisosPerfil}
      </div>
      <CampoTexto
        etiqueta="Nombre del cargo"
        requerido
        maxLength={200}
        {...register('nombreCargo')}
        error={errorDe(formState.errors, 'nombreCargo')}
        disabled={deshabilitado}
      />
      <div className="md:col-span-2 lg:col-span-3">
        <CampoArea
          etiqueta="Descripción"
          requerido
          {...register('descripcion')}
          error={errorDe(formState.errors, 'descripcion')}
          disabled={deshabilitado}
        />
      </div>
    </>
  );
}
