import { Controller } from 'react-hook-form';
import {
  CamposConfiguracionPedidos,
  LIMITES_CONFIGURACION_PEDIDOS as L,
  MENSAJES_VALORES_ANUALES as M,
} from '@talento/rules';
import {
  alFallarFormulario,
  Boton,
  CampoNumero,
  notificar,
  propsDeControl,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import type { ConfiguracionPedidos } from './tipos';

type Campo = keyof typeof L;
const CAMPOS: { campo: Campo; etiqueta: string }[] = [
  { campo: 'minPorcentajeHv', etiqueta: 'Porcentaje mínimo de la hoja de vida para seleccionar (%)' },
  { campo: 'porcentajeEntrevista', etiqueta: 'Peso de la entrevista en el puntaje (%)' },
  { campo: 'maxCompetencias', etiqueta: 'Máximo de competencias por perfil' },
  { campo: 'maxSubCompetencias', etiqueta: 'Máximo de subcompetencias por perfil' },
  { campo: 'minValores', etiqueta: 'Mínimo de valores por perfil' },
  { campo: 'maxValores', etiqueta: 'Máximo de valores por perfil' },
  { campo: 'minPreguntasEntrevista', etiqueta: 'Mínimo de preguntas de entrevista' },
  { campo: 'maxPreguntasEntrevista', etiqueta: 'Máximo de preguntas de entrevista' },
  { campo: 'maxPregFac', etiqueta: 'Máximo de preguntas de un grupo FAC' },
];

/**
 * The orders configuration (limits of profiles, FAC and interviews): saved with the version it was read at, so a
 * change by someone else in between answers "El registro fue modificado…" and nothing is overwritten.
 */
export function FormularioConfiguracion({ configuracion }: { configuracion: ConfiguracionPedidos }) {
  const utils = trpc.useUtils();
  const { version, ...valores } = configuracion;
  const { control, handleSubmit, setError, formState, refFormulario } = useFormulario(
    CamposConfiguracionPedidos,
    { defaultValues: valores },
  );
  const guardar = trpc.administracion.valores.guardarConfiguracionPedidos.useMutation({
    onSuccess: (nueva) => {
      notificar.exito(M.configuracionGuardada);
      utils.administracion.valores.configuracionPedidos.setData(undefined, nueva);
    },
    onError: alFallarFormulario(setError),
  });
  const enviar = handleSubmit((campos) => guardar.mutate({ ...campos, version }));
  return (
    <form
      ref={refFormulario}
      noValidate
      aria-label="Configuración de pedidos"
      className="flex flex-col gap-4"
      onSubmit={(e) => void enviar(e)}
    >
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {CAMPOS.map(({ campo, etiqueta }) => (
          <Controller
            key={campo}
            control={control}
            name={campo}
            render={(c) => (
              <CampoNumero
                etiqueta={etiqueta}
                requerido
                maxDigitos={3}
                vacio={null}
                title={`Entre ${L[campo].min} y ${L[campo].max}`}
                {...propsDeControl(c)}
              />
            )}
          />
        ))}
      </div>
      <div>
        <Boton type="submit" cargando={guardar.isPending} disabled={!formState.isDirty}>
          Guardar configuración
        </Boton>
      </div>
    </form>
  );
}
