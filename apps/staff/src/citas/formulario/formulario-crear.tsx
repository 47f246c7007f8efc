import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { MENSAJES_CITAS as M, validarFormularioCrearCita, type CitaNueva } from '@talento/rules';
import {
  Boton,
  DialogoConfirmacion,
  notificar,
  resolverDeValidacion,
  useFocoEnPrimerError,
} from '@talento/ui';
import { trpc } from '../../trpc';
import { useOfertaCruce } from '../cruce/use-oferta-cruce';
import { CamposCita } from './campos-cita';
import { CamposEspontaneo, DatosCandidato } from './datos-candidato';
import { ponerErroresDeCita } from './errores-servidor';
import type { BusquedaDocumento, CatalogosCita, ValoresCrearCita } from './tipos';
import { valoresCrear } from './valores';

interface Props {
  documento: string;
  encontrado: BusquedaDocumento;
  catalogos: CatalogosCita;
}

/**
 * The appointment for the document found. A same-day duplicate is an offer, not an error: the dialog asks whether to
 * reschedule the existing appointment, and "Reagendar la existente" sends the same data with `reagendarExistente`. The person in charge
 * busy at that time is an offer too: the dialog names the other appointment and "Agendar de todos modos" sends `aceptarCruce`.
 */
export function FormularioCrearCita({ documento, encontrado, catalogos }: Props) {
  const navigate = useNavigate();
  const crear = trpc.citas.crear.useMutation();
  const [duplicada, setDuplicada] = useState<CitaNueva | null>(null);
  const resolver = useMemo(
    () => resolverDeValidacion<ValoresCrearCita, CitaNueva>((v) => validarFormularioCrearCita(v, new Date())),
    [],
  );
  const form = useForm<ValoresCrearCita, unknown, CitaNueva>({
    defaultValues: valoresCrear(documento, encontrado, new Date(), catalogos.sucursalUsuarioId),
    resolver,
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const refFormulario = useFocoEnPrimerError(form.formState);

  const guardarDatos = async (datos: CitaNueva) => {
    try {
      const r = await crear.mutateAsync(datos);
      if (r.resultado === 'duplicada') {
        setDuplicada(datos);
        return;
      }
      if (r.resultado === 'cruce') {
        cruce.ofrecer(datos, r.mensaje);
        return;
      }
      notificar.exito(r.mensaje);
      void navigate(`/detail-cita/${r.id}`);
    } catch (error) {
      // The query client's handler already showed the toast; the field messages go under their fields.
      ponerErroresDeCita(error, form.setError);
    }
  };
  const guardar = form.handleSubmit(guardarDatos, () => notificar.error(M.formularioInvalido));
  const cruce = useOfertaCruce<CitaNueva>({
    agendar: (datos) => void guardarDatos({ ...datos, aceptarCruce: true }),
    rechazar: (mensaje) =>
      form.setError('fechaHoraEntrevista', { type: 'servidor', message: mensaje }, { shouldFocus: true }),
  });

  const responder = (reagendar: boolean) => {
    const datos = duplicada;
    setDuplicada(null);
    if (!datos) return;
    if (reagendar) void guardarDatos({ ...datos, reagendarExistente: true });
    else
      form.setError(
        'fechaHoraEntrevista',
        { type: 'servidor', message: M.duplicadoDia },
        { shouldFocus: true },
      );
  };

  const ocupado = crear.isPending;
  return (
    <FormProvider {...form}>
      <form
        ref={refFormulario}
        noValidate
        aria-label="Nueva cita"
        className="flex flex-col gap-4"
        onSubmit={(e) => void guardar(e)}
      >
        {encontrado.tipo === 'registrado' ? (
          <DatosCandidato {...encontrado.candidato} />
        ) : (
          <CamposEspontaneo deshabilitado={ocupado} />
        )}
        <CamposCita catalogos={catalogos} clienteInicial={null} deshabilitado={ocupado} />
        <div className="flex justify-end gap-2">
          <Link
            to="/dashboard-cita"
            className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50"
          >
            Cancelar
          </Link>
          <Boton type="submit" cargando={ocupado}>
            Guardar cita
          </Boton>
        </div>
      </form>
      <DialogoConfirmacion
        abierto={duplicada !== null}
        titulo={M.duplicadoDia}
        mensaje={M.ofrecerReagendar}
        textoSi="Reagendar la existente"
        textoNo="No reagendar"
        onSi={() => responder(true)}
        onNo={() => responder(false)}
      />
      {cruce.dialogo}
    </FormProvider>
  );
}
