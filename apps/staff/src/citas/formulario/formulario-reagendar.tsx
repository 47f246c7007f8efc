import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { MENSAJES_CITAS as M, validarFormularioReagendarCita, type CitaReagendada } from '@talento/rules';
import {
  Boton,
  CampoArea,
  CampoTexto,
  notificar,
  resolverDeValidacion,
  Seccion,
  useFocoEnPrimerError,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { useOfertaCruce } from '../cruce/use-oferta-cruce';
import { CamposCita } from './campos-cita';
import { DatosCandidato } from './datos-candidato';
import { ponerErroresDeCita } from './errores-servidor';
import type { CatalogosCita, CitaAReagendar, ValoresReagendarCita } from './tipos';
import { valoresReagendar } from './valores';

interface Props {
  cita: CitaAReagendar;
  catalogos: CatalogosCita;
  /** Opened from the detail's estado2 "reagendado": cancelling sets estado2 back to none (spec 03 §4). */
  desdeEstado2: boolean;
}

/**
 * /create-cita/:idCita: a new appointment for the same person (document locked), pre-filled from the old one, with
 * the rescheduling reason required. Saved, it opens the new appointment's detail.
 */
export function FormularioReagendarCita({ cita, catalogos, desdeEstado2 }: Props) {
  const navigate = useNavigate();
  const reagendar = trpc.citas.reagendar.useMutation();
  const limpiarEstado2 = trpc.citas.cambiarEstado2.useMutation();
  const resolver = useMemo(
    () =>
      resolverDeValidacion<ValoresReagendarCita, CitaReagendada>((v) =>
        validarFormularioReagendarCita(v, new Date()),
      ),
    [],
  );
  const form = useForm<ValoresReagendarCita, unknown, CitaReagendada>({
    defaultValues: valoresReagendar(cita, new Date()),
    resolver,
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const refFormulario = useFocoEnPrimerError(form.formState);
  const detalle = `/detail-cita/${cita.id}`;

  const guardarDatos = async (datos: CitaReagendada) => {
    try {
      const r = await reagendar.mutateAsync(datos);
      if (r.resultado === 'cruce') {
        cruce.ofrecer(datos, r.mensaje);
        return;
      }
      notificar.exito(r.mensaje);
      void navigate(`/detail-cita/${r.id}`);
    } catch (error) {
      ponerErroresDeCita(error, form.setError);
    }
  };
  const guardar = form.handleSubmit(guardarDatos, () => notificar.error(M.formularioInvalido));

  /** The person in charge is busy then: "Agendar de todos modos" books it anyway, "Elegir otra hora" leaves the message under the date. */
  const cruce = useOfertaCruce<CitaReagendada>({
    agendar: (datos) => void guardarDatos({ ...datos, aceptarCruce: true }),
    rechazar: (mensaje) =>
      form.setError('fechaHoraEntrevista', { type: 'servidor', message: mensaje }, { shouldFocus: true }),
  });

  const cancelar = async () => {
    if (desdeEstado2 && cita.estado2) {
      try {
        await limpiarEstado2.mutateAsync({ id: cita.id, version: cita.version, estadoId: null });
      } catch {
        // The shared handler showed why; the user stays to retry or save.
        return;
      }
    }
    void navigate(detalle);
  };

  const ocupado = reagendar.isPending || limpiarEstado2.isPending;
  const c = cita.candidato;
  return (
    <FormProvider {...form}>
      <form
        ref={refFormulario}
        noValidate
        aria-label={`Reagendar cita ${cita.id}`}
        className="flex flex-col gap-4"
        onSubmit={(e) => void guardar(e)}
      >
        <CampoTexto
          etiqueta="Número de documento"
          name="documento"
          value={c.documento}
          readOnly
          className="max-w-sm"
        />
        <DatosCandidato nombre={c.nombre} documento={c.documento} email={c.email} telefono={c.telefono} />
        <Seccion titulo="Reagendamiento">
          <CampoArea
            etiqueta="Razón del reagendamiento"
            requerido
            maxLength={2000}
            disabled={ocupado}
            {...form.register('razonReagendamiento')}
            error={form.formState.errors.razonReagendamiento?.message}
          />
        </Seccion>
        <CamposCita
          catalogos={catalogos}
          clienteInicial={cita.cliente ? { id: cita.cliente.id, etiqueta: cita.cliente.nombre } : null}
          deshabilitado={ocupado}
        />
        <div className="flex justify-end gap-2">
          <Boton variante="secundario" disabled={ocupado} onClick={() => void cancelar()}>
            Cancelar
          </Boton>
          <Boton type="submit" cargando={reagendar.isPending} disabled={ocupado}>
            Reagendar cita
          </Boton>
        </div>
      </form>
      {cruce.dialogo}
    </FormProvider>
  );
}
