import { Controller } from 'react-hook-form';
import { EntradaVigenciaCandidatoStock } from '@talento/rules';
import {
  alFallarFormulario,
  Boton,
  notificar,
  propsDeControl,
  SelectorFechaIso,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import type { FilaCandidatoStock } from './tipos';

/** "Editar vigencia" of one pool candidate: start and end of the stock validity (DD/MM/YYYY pickers). */
export function EditorVigencia({ fila, onListo }: { fila: FilaCandidatoStock; onListo: () => void }) {
  const utils = trpc.useUtils();
  const { control, handleSubmit, setError, refFormulario } = useFormulario(EntradaVigenciaCandidatoStock, {
    defaultValues: {
      id: fila.id,
      inicioVigenciaStock: fila.inicioVigenciaStock ?? '',
      vigenciaStock: fila.vigenciaStock ?? '',
    },
  });
  const editar = trpc.stockPerfiles.editarVigencia.useMutation({
    onSuccess: (r) => {
      notificar.exito(r.mensaje);
      void utils.stockPerfiles.invalidate();
      onListo();
    },
    onError: alFallarFormulario(setError),
  });
  const guardar = handleSubmit((v) => editar.mutate(v));
  return (
    <form
      ref={refFormulario}
      noValidate
      aria-label={`Vigencia de ${fila.nombre}`}
      className="grid grid-cols-1 items-end gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-3"
      onSubmit={(e) => void guardar(e)}
    >
      <Controller
        control={control}
        name="inicioVigenciaStock"
        render={(c) => <SelectorFechaIso etiqueta="Inicio de la vigencia" requerido {...propsDeControl(c)} />}
      />
      <Controller
        control={control}
        name="vigenciaStock"
        render={(c) => <SelectorFechaIso etiqueta="Fin de la vigencia" requerido {...propsDeControl(c)} />}
      />
      <div className="flex gap-2">
        <Boton type="submit" cargando={editar.isPending}>
          Guardar vigencia
        </Boton>
        <Boton variante="secundario" onClick={onListo}>
          Descartar cambios
        </Boton>
      </div>
    </form>
  );
}
