import { useFormContext } from 'react-hook-form';
import { CampoTexto, Dato, Rejilla, Seccion } from '@talento/ui';
import type { EspontaneoFormulario } from './tipos';

/** A registered (or rescheduled) candidate's data: read-only, it is edited on the CV, not here. */
export function DatosCandidato({
  nombre,
  documento,
  email,
  telefono,
}: {
  nombre: string;
  documento: string;
  email: string;
  telefono: string;
}) {
  return (
    <Seccion titulo="Candidato">
      <Rejilla etiqueta="Datos del candidato">
        <Dato etiqueta="Nombre">{nombre}</Dato>
        <Dato etiqueta="Documento">{documento}</Dato>
        <Dato etiqueta="Correo electrónico">{email}</Dato>
        <Dato etiqueta="Teléfono">{telefono}</Dato>
      </Rejilla>
    </Seccion>
  );
}

/** An unknown document: the spontaneous candidate's names, surname, e-mail and numeric phone. */
export function CamposEspontaneo({ deshabilitado }: { deshabilitado: boolean }) {
  const { register, formState } = useFormContext<{ espontaneo: EspontaneoFormulario }>();
  const errores = formState.errors.espontaneo;
  return (
    <Seccion titulo="Candidato espontáneo">
      <p className="mb-3 text-sm text-slate-600">
        El documento no pertenece a un candidato registrado: escriba sus datos.
      </p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <CampoTexto
          etiqueta="Nombres"
          requerido
          maxLength={150}
          disabled={deshabilitado}
          {...register('espontaneo.nombres')}
          error={errores?.nombres?.message}
        />
        <CampoTexto
          etiqueta="Apellidos"
          requerido
          maxLength={150}
          disabled={deshabilitado}
          {...register('espontaneo.apellidos')}
          error={errores?.apellidos?.message}
        />
        <CampoTexto
          etiqueta="Correo electrónico"
          type="email"
          requerido
          maxLength={254}
          disabled={deshabilitado}
          {...register('espontaneo.email')}
          error={errores?.email?.message}
        />
        <CampoTexto
          etiqueta="Teléfono"
          inputMode="numeric"
          requerido
          maxLength={30}
          disabled={deshabilitado}
          {...register('espontaneo.telefono')}
          error={errores?.telefono?.message}
        />
      </div>
    </Seccion>
  );
}
