{{/*
The one place for names, labels and shared pieces. Component helpers take
(dict "root" $ "component" <service name>).
*/}}

{{- define "venue.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* <release>-venue, or the release name when it already contains the chart name. */}}
{{- define "venue.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 63 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 63 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "venue.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Name of a service's objects (Deployment, Service, ConfigMap...): <fullname>-<component>. */}}
{{- define "venue.componentName" -}}
{{- printf "%s-%s" (include "venue.fullname" .root) .component | trunc 63 | trimSuffix "-" }}
{{- end }}

{{- define "venue.selectorLabels" -}}
app.kubernetes.io/name: {{ include "venue.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{- define "venue.labels" -}}
helm.sh/chart: {{ include "venue.chart" . }}
{{ include "venue.selectorLabels" . }}
app.kubernetes.io/version: {{ default .Chart.AppVersion .Values.image.tag | trunc 63 | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: venue
{{- end }}

{{/* Selector labels of one service's pods; never add labels that change between releases. */}}
{{- define "venue.componentSelectorLabels" -}}
{{ include "venue.selectorLabels" .root }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{- define "venue.componentLabels" -}}
{{ include "venue.labels" .root }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{- define "venue.image" -}}
{{- if .Values.image.digest }}
{{- printf "%s@%s" .Values.image.repository .Values.image.digest }}
{{- else }}
{{- printf "%s:%s" .Values.image.repository (default .Chart.AppVersion .Values.image.tag) }}
{{- end }}
{{- end }}

{{- /*
The image of one service (dict "root" $ "svc" $svc): services.<name>.image overrides the global
image, so one team ships its service without the others. Its own digest or tag wins; with neither,
the global digest or tag (a digest wins over a tag). The repository defaults to the global one.
*/ -}}
{{- define "venue.serviceImage" -}}
{{- $global := .root.Values.image -}}
{{- $own := .svc.image | default dict -}}
{{- $repository := $own.repository | default $global.repository -}}
{{- if $own.digest -}}
{{- printf "%s@%s" $repository $own.digest -}}
{{- else if $own.tag -}}
{{- printf "%s:%s" $repository $own.tag -}}
{{- else if $global.digest -}}
{{- printf "%s@%s" $repository $global.digest -}}
{{- else -}}
{{- printf "%s:%s" $repository (default .root.Chart.AppVersion $global.tag) -}}
{{- end -}}
{{- end }}

{{- /*
The database URL of a service's role, derived from the admin DATABASE_URL (dict "root" $ "name" $name):
user venue_<name>, password secret.data.DB_PASSWORD_<NAME> when set (URL-safe characters).
*/ -}}
{{- define "venue.roleDatabaseUrl" -}}
{{- $admin := urlParse .root.Values.secret.data.DATABASE_URL -}}
{{- $password := index .root.Values.secret.data (printf "DB_PASSWORD_%s" (upper .name)) | default "" -}}
{{- $user := printf "venue_%s" .name -}}
{{- urlJoin (dict "scheme" $admin.scheme "host" $admin.host "path" $admin.path "query" $admin.query "userinfo" (ternary (printf "%s:%s" $user $password) $user (ne $password ""))) -}}
{{- end }}

{{- define "venue.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "venue.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/* The Secret with the connection URLs: the chart's own, or secret.existingSecret. */}}
{{- define "venue.secretName" -}}
{{- default (include "venue.fullname" .) .Values.secret.existingSecret }}
{{- end }}

{{/*
An environment value as a string. YAML numbers arrive as float64, which Go would print as
1.048576e+06; whole numbers are printed as integers instead.
*/}}
{{- define "venue.envValue" -}}
{{- if and (kindIs "float64" .) (eq . (float64 (int64 .))) }}
{{- int64 . | toString }}
{{- else }}
{{- toString . }}
{{- end }}
{{- end }}

{{/*
The non-secret environment of one service, as YAML: values.config, then the computed
addresses (every enabled gRPC service as <NAME>_ADDR, dns:/// of its headless Service, its own as 0.0.0.0; PORT and HOST for
http services, METRICS_PORT for gRPC services when metrics are enabled), SHUTDOWN_DELAY_MS, the
OTEL_* variables of tracing, then services.<name>.config. Used by the ConfigMap and by the pods' checksum.
Takes (dict "root" $ "component" <name> "svc" <service values>).
*/}}
{{- define "venue.configData" -}}
{{- $root := .root }}
{{- $self := .component }}
{{- $data := dict }}
{{- range $key, $value := $root.Values.config }}
{{- $_ := set $data $key (include "venue.envValue" $value) }}
{{- end }}
{{- range $name, $peer := $root.Values.services }}
{{- if and $peer.enabled (eq $peer.protocol "grpc") }}
{{- $var := printf "%s_ADDR" ($name | replace "-" "_" | upper) }}
{{- if eq $name $self }}
{{- $_ := set $data $var (printf "0.0.0.0:%s" (include "venue.envValue" $peer.port)) }}
{{- else }}
{{- /* Every pod of the peer, through its headless Service (service.yaml): round robin over them all. */}}
{{- $_ := set $data $var (printf "dns:///%s-headless:%s" (include "venue.componentName" (dict "root" $root "component" $name)) (include "venue.envValue" $peer.port)) }}
{{- end }}
{{- end }}
{{- end }}
{{- if eq .svc.protocol "http" }}
{{- $_ := set $data "PORT" (include "venue.envValue" .svc.port) }}
{{- $_ := set $data "HOST" "0.0.0.0" }}
{{- else if $root.Values.metrics.enabled }}
{{- $_ := set $data "METRICS_PORT" (include "venue.metricsPort" .svc) }}
{{- end }}
{{- $_ := set $data "SHUTDOWN_DELAY_MS" (include "venue.envValue" (.svc.shutdownDelayMs | default 0)) }}
{{- $_ := set $data "OTEL_SERVICE_NAME" (printf "venue-%s" $self) }}
{{- with $root.Values.tracing.otlpEndpoint }}
{{- $_ := set $data "OTEL_EXPORTER_OTLP_ENDPOINT" . }}
{{- end }}
{{- /* The gateway keeps catalog and customers versions under the prefix and billing reads them there: one value. */ -}}
{{- if and .svc.config (hasKey .svc.config "REDIS_KEY_PREFIX") }}
{{- fail (printf "services.%s.config.REDIS_KEY_PREFIX: set config.REDIS_KEY_PREFIX instead, which every service shares" $self) }}
{{- end }}
{{- range $key, $value := .svc.config }}
{{- $_ := set $data $key (include "venue.envValue" $value) }}
{{- end }}
{{- toYaml $data }}
{{- end }}

{{/* The /tmp volume every container mounts: the only writable place under a read-only root. */}}
{{- define "venue.tmpVolume" -}}
- name: tmp
  emptyDir:
    sizeLimit: {{ .Values.tmpSizeLimit }}
{{- end }}

{{- define "venue.tmpVolumeMount" -}}
- name: tmp
  mountPath: /tmp
{{- end }}

{{/* Scheduling settings shared by every pod. */}}
{{- define "venue.scheduling" -}}
{{- with .Values.nodeSelector }}
nodeSelector:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .Values.tolerations }}
tolerations:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .Values.affinity }}
affinity:
  {{- toYaml . | nindent 2 }}
{{- end }}
{{- end }}

{{/*
Metrics of one service (takes the service's values): gRPC services serve them on metricsPort
(default 9464), named "metrics"; http services (the gateway) on their own port, named "http".
*/}}
{{- define "venue.metricsPort" -}}
{{- if eq .protocol "grpc" }}
{{- include "venue.envValue" (.metricsPort | default 9464) }}
{{- else }}
{{- include "venue.envValue" .port }}
{{- end }}
{{- end }}

{{- define "venue.metricsPortName" -}}
{{- if eq .protocol "grpc" }}metrics{{ else }}{{ .protocol }}{{ end }}
{{- end }}
