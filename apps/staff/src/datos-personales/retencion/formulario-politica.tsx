import { Controller } from 'react-hook-form';
import { CamposPoliticaRetencion, MENSAJES_RETENCION as M } from '@talento/rules';
import {
  alFallarFormulario,
  Boton,
  CampoNumero,
  Casilla,
  notificar,
  propsDeControl,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';

interface Politica {
  activa: boolean;
  anosSinActualizar: number;
  diasAviso: number;
  version: number;
}

/** The retention policy, saved with the version it was read at (a change by someone else meanwhile: CONFLICT). */
export function FormularioPolitica({ politica }: { politica: Politica }) {
  const utils = trpc.useUtils();
  const { version, ...valores } = politica;
  const { control, handleSubmit, setError, formState, refFormulario } = useFormulario(
    CamposPoliticaRetencion,
    {
      defaultValues: valores,
    },
  );
  const guardar = trpc.datosPersonales.retencion.guardarPolitica.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.datosPersonales.retencion.invalidate();
    },
    onError: alFallarFormulario(setError),
  });
  const enviar = handleSubmit((campos) => guardar.mutate({ ...campos, version }));
  return (
    <form
      ref={refFormulario}
      noValidate
      aria-label="Política de retención"
      className="flex flex-col gap-4"
      onSubmit={(e) => void enviar(e)}
    >
      <Controller
        control={control}
        name="activa"
        render={({ field }) => (
          <Casilla
            etiqueta="Aplicar la política cada mes (avisar y anonimizar)"
            name="activa"
            valor={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {!politica.activa && <p className="text-sm text-slate-600">{M.inactiva}</p>}
      <div className="grid gap-4 md:grid-cols-2">
        <Controller
          control={control}
          name="anosSinActualizar"
          render={(c) => (
            <CampoNumero
              etiqueta="Años sin actualizar y sin procesos"
              requerido
              maxDigitos={2}
              vacio={null}
              {...propsDeControl(c)}
            />
          )}
        />
        <Controller
          control={control}
          name="diasAviso"
          render={(c) => (
            <CampoNumero
              etiqueta="Días para responder el aviso"
              requerido
              maxDigitos={3}
              vacio={null}
              {...propsDeControl(c)}
            />
          )}
        />
      </div>
      <div>
        <Boton type="submit" cargando={guardar.isPending} disabled={!formState.isDirty}>
          Guardar política
        </Boton>
      </div>
    </form>
  );
}
