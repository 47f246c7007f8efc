import { Controller } from 'react-hook-form';
import { CamposValorAnual, formatoFecha, MENSAJES_VALORES_ANUALES as M } from '@talento/rules';
import {
  alFallarFormulario,
  CampoDinero,
  Modal,
  notificar,
  PieFormulario,
  propsDeControl,
  SelectorFechaIso,
  useFormulario,
} from '@talento/ui';
import { trpc } from '../../trpc';
import type { ValorAnual } from './tipos';

/**
 * "Agregar valores del año" (no `valor`) or edit a row whose day is still to come. The server refuses a day that has
 * already arrived or is taken, under the field.
 */
export function ModalValorAnual({
  valor,
  hoy,
  onCerrar,
}: {
  valor: ValorAnual | null;
  /** Today on the server's clock, 'YYYY-MM-DD'. */
  hoy: string;
  onCerrar: () => void;
}) {
  const utils = trpc.useUtils();
  const { control, handleSubmit, setError, refFormulario } = useFormulario(CamposValorAnual, {
    defaultValues: valor
      ? { vigenteDesde: valor.vigenteDesde, smmlv: valor.smmlv, auxilioTransporte: valor.auxilioTransporte }
      : { vigenteDesde: `${Number(hoy.slice(0, 4)) + 1}-01-01` },
  });
  const alGuardar = {
    onSuccess: () => {
      notificar.exito(valor ? M.guardados : M.agregados);
      void utils.administracion.valores.listar.invalidate();
      onCerrar();
    },
    onError: alFallarFormulario(setError),
  };
  const crear = trpc.administracion.valores.crear.useMutation(alGuardar);
  const editar = trpc.administracion.valores.editar.useMutation(alGuardar);
  const enviar = handleSubmit((campos) =>
    valor ? editar.mutate({ ...campos, id: valor.id, version: valor.version }) : crear.mutate(campos),
  );
  return (
    <Modal
      abierto
      onCerrar={onCerrar}
      titulo={
        valor
          ? `Editar valores vigentes desde el ${formatoFecha(valor.vigenteDesde)}`
          : 'Agregar valores del año'
      }
    >
      <form
        ref={refFormulario}
        noValidate
        aria-label="Valores anuales"
        className="flex flex-col gap-4"
        onSubmit={(e) => void enviar(e)}
      >
        <p className="text-sm text-slate-600">
          Los pedidos y perfiles usan los valores vigentes en su fecha de solicitud. La fecha debe ser
          posterior a hoy ({formatoFecha(hoy)}): los valores que ya rigen no se cambian.
        </p>
        <Controller
          control={control}
          name="vigenteDesde"
          render={(c) => <SelectorFechaIso etiqueta="Vigente desde" requerido {...propsDeControl(c)} />}
        />
        <Controller
          control={control}
          name="smmlv"
          render={(c) => <CampoDinero etiqueta="SMMLV" requerido {...propsDeControl(c)} />}
        />
        <Controller
          control={control}
          name="auxilioTransporte"
          render={(c) => <CampoDinero etiqueta="Auxilio de transporte" requerido {...propsDeControl(c)} />}
        />
        <PieFormulario texto="Guardar" onCancelar={onCerrar} cargando={crear.isPending || editar.isPending} />
      </form>
    </Modal>
  );
}
