{{/* True (non-empty) when the reference backend runs on the embedded database on the volume. */}}
{{- define "opsdeck.embeddedDatabase" -}}
{{- if and (not .Values.backendUrl) (not .Values.databaseUrlSecret.name) }}true{{ end }}
{{- end }}

{{- define "opsdeck.labels" -}}
app.kubernetes.io/name: opsdeck
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}
