import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  LUGAR_CITA,
  RAZON_ENTREVISTA,
  RazonEntrevista,
  REFERENCIA_OTRO,
  type CamposFormularioCita,
} from '@talento/rules';
import {
  CampoArea,
  CampoCatalogo,
  CampoTexto,
  Casilla,
  GrupoOpciones,
  propsDeControl,
  Seccion,
  Seleccion,
  SelectorFecha,
  type OpcionTypeahead,
} from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { trpc } from '../../trpc';
import type { CatalogosCita } from './tipos';

interface Props {
  catalogos: CatalogosCita;
  /** The client the form starts with (a rescheduled appointment's), so its name shows before any search. */
  clienteInicial: OpcionTypeahead | null;
  deshabilitado: boolean;
}

const numeroONada = (v: string): number | undefined => (v === '' ? undefined : Number(v));
const DURACIONES = [15, 30, 45, 60, 90, 120, 180, 240].map((m) => ({ valor: m, etiqueta: `${m} minutos` }));

/**
 * The people who may be in charge of the appointment: with a client, only those who can see it (the server refuses the
 * others), asked for that client; without one, or if that list cannot be read, the page's catalogue (the server still
 * checks the choice). Undefined while the client's list loads.
 */
function useEncargados(
  catalogos: CatalogosCita,
  clienteId: number | null,
): CatalogosCita['encargados'] | undefined {
  const delCliente = trpc.citas.catalogos.useQuery(
    { clienteId: clienteId ?? 0 },
    { enabled: clienteId !== null },
  );
  return clienteId === null || delCliente.isError ? catalogos.encargados : delCliente.data?.encargados;
}

/**
 * The appointment's own fields, shared by create and reschedule: reason (a client interview asks the client),
 * person in charge, interview date and time (DD/MM/YYYY HH:mm, not before now), referral (id 6 asks which), comment
 * and the requirements the candidate must bring.
 */
export function CamposCita({ catalogos, clienteInicial, deshabilitado }: Props) {
  const buscadores = useBuscadores();
  const { control, register, setValue, getValues, formState } = useFormContext<CamposFormularioCita>();
  const [razon, referencia, clienteId, lugar] = useWatch({
    control,
    name: ['razonEntrevista', 'referenciaId', 'clienteId', 'lugar'],
  });
  const encargados = useEncargados(catalogos, clienteId ?? null);
  const errores = formState.errors;
  // Another client can leave the chosen person unable to open the appointment: the field empties and asks again.
  useEffect(() => {
    const elegido = getValues('encargadoId');
    if (encargados && elegido !== undefined && !encargados.some((u) => u.id === elegido))
      setValue('encargadoId', undefined, { shouldValidate: true });
  }, [encargados, getValues, setValue]);
  return (
    <Seccion titulo="Datos de la cita">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Controller
          control={control}
          name="razonEntrevista"
          render={(c) => (
            <Seleccion
              etiqueta="Razón de la entrevista"
              requerido
              disabled={deshabilitado}
              opciones={RAZON_ENTREVISTA.opciones}
              {...propsDeControl(c)}
              onChange={(v) => {
                const valor = numeroONada(v);
                c.field.onChange(valor);
                // Only a client interview has a client: a hidden choice must not be sent.
                if (valor !== RazonEntrevista.ENTREVISTA_CLIENTE) setValue('clienteId', null);
              }}
            />
          )}
        />
        {razon === RazonEntrevista.ENTREVISTA_CLIENTE && (
          <CampoCatalogo
            control={control}
            name="clienteId"
            etiqueta="Cliente"
            requerido
            buscar={buscadores.clientes}
            minCaracteres={4}
            inicial={clienteInicial}
            disabled={deshabilitado}
          />
        )}
        <Controller
          control={control}
          name="encargadoId"
          render={(c) => (
            <Seleccion
              etiqueta="Encargado"
              requerido
              disabled={deshabilitado || !encargados}
              opciones={(encargados ?? []).map((u) => ({ valor: u.id, etiqueta: u.nombre }))}
              {...propsDeControl(c)}
              onChange={(v) => c.field.onChange(numeroONada(v))}
            />
          )}
        />
        <Controller
          control={control}
          name="fechaHoraEntrevista"
          render={(c) => (
            <SelectorFecha
              etiqueta="Fecha y hora de la entrevista"
              requerido
              conHora
              sinHorasPasadas
              min={new Date()}
              disabled={deshabilitado}
              {...propsDeControl(c)}
            />
          )}
        />
        <Controller
          control={control}
          name="duracionMinutos"
          render={(c) => (
            <Seleccion
              etiqueta="Duración"
              requerido
              vacia={null}
              disabled={deshabilitado}
              opciones={DURACIONES}
              {...propsDeControl(c)}
              onChange={(v) => c.field.onChange(numeroONada(v))}
            />
          )}
        />
        <Controller
          control={control}
          name="lugar"
          render={(c) => (
            <Seleccion
              etiqueta="Lugar de la entrevista"
              requerido
              vacia={null}
              disabled={deshabilitado}
              opciones={LUGAR_CITA.opciones}
              {...propsDeControl(c)}
              onChange={(v) => c.field.onChange(LUGAR_CITA.es(v) ? v : 'sucursal')}
            />
          )}
        />
        <Controller
          control={control}
          name="sucursalId"
          render={(c) => (
            <Seleccion
              etiqueta={lugar === 'sucursal' ? 'Sucursal donde será la entrevista' : 'Sucursal a cargo'}
              disabled={deshabilitado}
              opciones={catalogos.sucursales.map((x) => ({ valor: x.id, etiqueta: x.nombre }))}
              {...propsDeControl(c)}
              onChange={(v) => c.field.onChange(numeroONada(v) ?? null)}
            />
          )}
        />
        {lugar === 'cliente' && (
          <CampoTexto
            etiqueta="Dirección del cliente"
            requerido
            maxLength={300}
            disabled={deshabilitado}
            {...register('lugarDireccion')}
            error={errores.lugarDireccion?.message}
          />
        )}
        {lugar === 'virtual' && (
          <CampoTexto
            etiqueta="Enlace de la videollamada"
            requerido
            type="url"
            maxLength={500}
            disabled={deshabilitado}
            {...register('enlaceVirtual')}
            error={errores.enlaceVirtual?.message}
          />
        )}
        <Controller
          control={control}
          name="referenciaId"
          render={(c) => (
            <Seleccion
              etiqueta="Referencia"
              vacia="Sin referencia"
              disabled={deshabilitado}
              opciones={catalogos.referencias.map((r) => ({ valor: r.id, etiqueta: r.nombre }))}
              {...propsDeControl(c)}
              onChange={(v) => {
                const valor = numeroONada(v) ?? null;
                c.field.onChange(valor);
                if (valor !== REFERENCIA_OTRO) setValue('otrosReferencia', '');
              }}
            />
          )}
        />
        {referencia === REFERENCIA_OTRO && (
          <CampoTexto
            etiqueta="¿Cuál referencia?"
            requerido
            maxLength={200}
            disabled={deshabilitado}
            {...register('otrosReferencia')}
            error={errores.otrosReferencia?.message}
          />
        )}
        <CampoArea
          etiqueta="Comentario"
          className="md:col-span-2"
          maxLength={2000}
          disabled={deshabilitado}
          {...register('comentario')}
          error={errores.comentario?.message}
        />
        <Controller
          control={control}
          name="requisitoIds"
          render={({ field, fieldState }) => (
            <GrupoOpciones
              leyenda="Requisitos de la cita"
              className="md:col-span-2"
              error={fieldState.error?.message}
              ref={field.ref}
            >
              {(aria) => (
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
                  {catalogos.requisitos.map((r) => (
                    <Casilla
                      key={r.id}
                      {...aria}
                      etiqueta={r.nombre}
                      disabled={deshabilitado}
                      valor={field.value.includes(r.id)}
                      onChange={(marcado) =>
                        field.onChange(
                          marcado ? [...field.value, r.id] : field.value.filter((id) => id !== r.id),
                        )
                      }
                    />
                  ))}
                </div>
              )}
            </GrupoOpciones>
          )}
        />
      </div>
    </Seccion>
  );
}
