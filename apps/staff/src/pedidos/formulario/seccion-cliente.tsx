import { Controller, useWatch } from 'react-hook-form';
import { CampoArea, CampoTexto, propsDeControl, Seleccion, Typeahead } from '@talento/ui';
import { MENSAJES_PEDIDOS, PEDIDO_LIMITES } from '@talento/rules';
import { errorDe, numeroOVacio, Seccion, type PropsSeccion } from './campos';
import type { PerfilFormulario } from './valores';
import { useBuscadores } from '../../catalogos/buscadores';

interface Props extends PropsSeccion {
  perfiles: PerfilFormulario[] | undefined;
  cargandoPerfiles: boolean;
  elegirPerfil: (perfil: PerfilFormulario | null) => void;
}

/** Client (typeahead from 4 characters), approved profile of that client, job name and description. */
export function SeccionCliente({ form, deshabilitado, perfiles, cargandoPerfiles, elegirPerfil }: Props) {
  const { control, register, formState } = form;
  const buscadores = useBuscadores();
  const buscarClientes = buscadores.clientes;
  const cliente = useWatch({ control, name: 'cliente' });
  const sinPerfiles = cliente !== null && !cargandoPerfiles && perfiles?.length === 0;
  return (
    <Seccion titulo="Cliente y cargo">
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
              elegirPerfil(null);
            }}
            buscar={buscarClientes}
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
        {sinPerfiles && <p className="mt-1 text-xs text-amber-700">{MENSAJES_PEDIDOS.sinPerfilesValidados}</p>}
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
    </Seccion>
  );
}
