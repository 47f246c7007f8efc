import { Controller, useWatch } from 'react-hook-form';
import { Boton, CampoArea, CampoTexto, Casilla, propsDeControl, Seleccion, Typeahead } from '@talento/ui';
import { ESTADO_PERFIL, EstadoPerfil, MENSAJES_PEDIDOS_STOCK, PEDIDO_LIMITES } from '@talento/rules';
import { errorDe, numeroOVacio, Seccion } from '../../../pedidos/formulario/campos';
import type { FormularioStockRHF } from './tipos';
import type { PerfilStock } from './valores';
import { useBuscadores } from '../../../catalogos/buscadores';

interface Props {
  form: FormularioStockRHF;
  deshabilitado: boolean;
  perfiles: PerfilStock[] | undefined;
  cargandoPerfiles: boolean;
  /** The order's profile when it is not approved and the user may approve it from here. */
  perfilPorAprobar: PerfilStock | null;
  aprobarPerfil: () => void;
  aprobandoPerfil: boolean;
}

/** Client (typeahead from 4 characters), its approved stock profiles, job name, description and urgent flag. */
export function SeccionClienteStock({ form, deshabilitado, perfiles, cargandoPerfiles, perfilPorAprobar, aprobarPerfil, aprobandoPerfil }: Props) {
  const { control, register, formState, setValue } = form;
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
              setValue('perfilId', undefined, { shouldDirty: true });
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
              onChange={(v) => {
                const perfil = perfiles?.find((p) => p.id === numeroOVacio(v));
                c.field.onChange(perfil?.id);
                if (perfil && !form.getValues('nombreCargo')) setValue('nombreCargo', perfil.nombreCargoPerfil, { shouldDirty: true });
              }}
              opciones={(perfiles ?? []).map((p) => ({ valor: p.id, etiqueta: p.nombreCargoPerfil }))}
              disabled={deshabilitado || !cliente}
              vacia={cliente ? 'Seleccione un perfil' : 'Primero elija el cliente'}
            />
          )}
        />
        {sinPerfiles && (
          <p role="status" className="mt-1 text-xs text-amber-800">
            {MENSAJES_PEDIDOS_STOCK.sinPerfilesStock}
          </p>
        )}
        {perfilPorAprobar && perfilPorAprobar.estadoPerfil !== EstadoPerfil.APROBADO && (
          <div className="mt-2 flex items-center gap-2 text-xs text-amber-800">
            <span>Perfil {ESTADO_PERFIL.etiqueta(perfilPorAprobar.estadoPerfil).toLowerCase()}: {MENSAJES_PEDIDOS_STOCK.perfilNoAprobado}.</span>
            <Boton variante="secundario" cargando={aprobandoPerfil} onClick={aprobarPerfil}>
              Aprobar perfil
            </Boton>
          </div>
        )}
      </div>
      <CampoTexto etiqueta="Nombre del cargo" requerido maxLength={200} {...register('nombreCargo')} error={errorDe(formState.errors, 'nombreCargo')} disabled={deshabilitado} />
      <div className="md:col-span-2 lg:col-span-3">
        <CampoArea etiqueta="Descripción" requerido {...register('descripcion')} error={errorDe(formState.errors, 'descripcion')} disabled={deshabilitado} />
      </div>
      <Controller
        control={control}
        name="esDestacado"
        render={({ field }) => (
          <Casilla etiqueta="Pedido urgente (destacado)" valor={field.value} onChange={field.onChange} ref={field.ref} disabled={deshabilitado} />
        )}
      />
    </Seccion>
  );
}
