helm repo add flanksource https://flanksource.github.io/charts
helm repo update

cat > values.yaml <<'EOF'
nameOverride: ''
fullnameOverride: ''
labels: {}
kubeconfig: {}
kubernetesConnection:
  connection: ''
  kubeconfig: null
  eks: null
  gke: null
  cnrm: null
clusterName: ''
prometheus:
  createConnection: true
  connection: prometheus
  url: {}
  labels: ''
  auth: {}
metrics:
  enabled: true
  type: prometheus
  queries:
    prometheus:
      cluster_cpu: 1000 * sum(rate(container_cpu_usage_seconds_total{container!=""{{.Values.prometheus.labels}}}[5m]))
      cluster_max_cpu: 1000 * sum(kube_pod_container_resource_limits{resource="cpu"{{.Values.prometheus.labels}}})
      cluster_memory: sum(container_memory_working_set_bytes{container!=""{{.Values.prometheus.labels | default .Values.prometheusLabels}}})
      cluster_max_memory: sum(kube_pod_container_resource_limits{resource="memory"{{.Values.prometheus.labels}}})
      node_cpu: 1000 * sum(rate(container_cpu_usage_seconds_total{container!=""{{.Values.prometheus.labels | default .Values.prometheusLabels}}}[5m])) by (node)
      node_memory: sum(container_memory_working_set_bytes{container!="",pod!=""{{.Values.prometheus.labels | default .Values.prometheusLabels}}} * on(pod, namespace) group_left kube_pod_status_phase{phase="Running"{{.Values.prometheus.labels | default .Values.prometheusLabels}}} > 0) by (node)
      node_storage: max by (instance) (avg_over_time(node_filesystem_avail_bytes{mountpoint="/",fstype!="rootfs"{{.Values.prometheus.labels | default .Values.prometheusLabels}}}[5m]))
      pod_cpu: 1000 * sum(rate(container_cpu_usage_seconds_total{container!=""{{.Values.prometheus.labels | default .Values.prometheusLabels}}}[5m])) by (pod)
      pod_memory: sum(container_memory_working_set_bytes{container!=""{{.Values.prometheus.labels | default .Values.prometheusLabels}}}) by (pod)
      namespace_cpu: 1000 * sum(rate(container_cpu_usage_seconds_total{container!=""{{.Values.prometheus.labels | default .Values.prometheusLabels}}}[5m])) by (namespace)
      namespace_memory: sum(container_memory_working_set_bytes{container!="",pod!=""{{.Values.prometheus.labels | default .Values.prometheusLabels}}} * on(pod, namespace) group_left kube_pod_status_phase{phase="Running"{{.Values.prometheus.labels | default .Values.prometheusLabels}}} > 0) by (namespace)
    gke:
      cluster_name: ''
      cluster_cpu: 1000 * sum(rate(kubernetes_io:container_cpu_core_usage_time{container_name!="",cluster_name="{{.Values.metrics.queries.gke.cluster_name}}"{{.Values.prometheus.labels}}}[5m]))
      cluster_max_cpu: 1000 * sum(kubernetes_io:container_cpu_limit_cores{cluster_name="{{.Values.metrics.queries.gke.cluster_name}}"{{.Values.prometheus.labels}}})
      cluster_memory: sum(kubernetes_io:container_memory_used_bytes{cluster_name="{{.Values.metrics.queries.gke.cluster_name}}"{{.Values.prometheus.labels}}})
      cluster_max_memory: sum(kubernetes_io:container_memory_limit_bytes{cluster_name="{{.Values.metrics.queries.gke.cluster_name}}"{{.Values.prometheus.labels}}})
      node_cpu: sum(rate(label_replace(kubernetes_io:node_cpu_core_usage_time{cluster_name="{{.Values.metrics.queries.gke.cluster_name}}"{{.Values.prometheus.labels}}}, "node","$1","node_name", "(.+)")[5m:])) by (node)
      node_memory: sum(label_replace(kubernetes_io:container_memory_used_bytes{cluster_name="{{.Values.metrics.queries.gke.cluster_name}}"{{.Values.prometheus.labels}}}, "node","$1","node_name", "(.+)")) by (node)
      node_storage: sum(label_replace(kubernetes_io:node_ephemeral_storage_used_bytes{cluster_name="{{.Values.metrics.queries.gke.cluster_name}}"{{.Values.prometheus.labels}}},  "node","$1","node_name", "(.+)")) by (node)
      pod_cpu: sum(rate(label_replace(kubernetes_io:container_cpu_core_usage_time{container_name!="",cluster_name="{{.Values.metrics.queries.gke.cluster_name}}"{{.Values.prometheus.labels}}}, "pod","$1","pod_name", "(.+)")[5m:])) by (pod)
      pod_memory: sum(label_replace(kubernetes_io:container_memory_used_bytes{cluster_name="{{.Values.metrics.queries.gke.cluster_name}}"{{.Values.prometheus.labels}}}, "pod","$1","pod_name", "(.+)")) by (pod)
      namespace_cpu: sum(rate(label_replace(kubernetes_io:container_cpu_core_usage_time{container_name!="",cluster_name="{{.Values.metrics.queries.gke.cluster_name}}"{{.Values.prometheus.labels}}}, "namespace","$1","namespace_name", "(.+)")[5m])) by (namespace)
      namespace_memory: sum(label_replace(kubernetes_io:container_memory_used_bytes{cluster_name="{{.Values.metrics.queries.gke.cluster_name}}"{{.Values.prometheus.labels}}}, "namespace","$1","namespace_name", "(.+)")) by (namespace)
topology:
  enabled: true
  name: '{{ .Values.clusterName }}'
  schedule: '@every 5m'
  icon: kubernetes
  groupBy:
    tag: ''
    selector: {}
  ingress:
    enabled: true
    nameExpr: 'r.config.spec.rules.size() > 0 ? r.config.spec.rules[0].host : r.name'
    enableChecks: false
scraper:
  name: kubernetes-{{ .Values.clusterName }}
  schedule: '@every 15m'
  watch: []
  defaultWatch:
    - apiVersion: v1
      kind: Namespace
    - apiVersion: v1
      kind: Node
    - apiVersion: v1
      kind: Pod
    - apiVersion: apps/v1
      kind: Deployment
    - apiVersion: apps/v1
      kind: ReplicaSet
    - apiVersion: apps/v1
      kind: StatefulSet
    - apiVersion: apps/v1
      kind: DaemonSet
    - apiVersion: batch/v1
      kind: CronJob
    - apiVersion: batch/v1
      kind: Job
  exclusions:
    name: []
    namespace: []
    kind: []
    labels: {}
  defaultExclusions:
    name: []
    namespace: []
    labels:
      canaries.flanksource.com/generated: 'true'
      canaries.flanksource.com/check-id: '*'
      canaries.flanksource.com/check: '*'
      canary-checker.flanksource.com/generated: '*'
      canary-checker.flanksource.com/check: '*'
    kind:
      - Secret
      - APIService
      - PodMetrics
      - NodeMetrics
      - endpoints.discovery.k8s.io
      - endpointslices.discovery.k8s.io
      - leases.coordination.k8s.io
      - podmetrics.metrics.k8s.io
      - nodemetrics.metrics.k8s.io
      - customresourcedefinition
      - componentstatuses
      - controllerrevisions
      - certificaterequests
      - orders.acme.cert-manager.io
  relationships: []
  defaultRelationships:
    - kind:
        expr: 'has(spec.claimRef) ? spec.claimRef.kind : '''''
      name:
        expr: 'has(spec.claimRef) ? spec.claimRef.name : '''''
      namespace:
        expr: 'has(spec.claimRef) ? spec.claimRef.namespace : '''''
    - name:
        expr: 'has(spec.sourceRef) ? spec.sourceRef.name : '''' '
      namespace:
        expr: 'has(spec.sourceRef) && has(spec.sourceRef.namespace)  ? spec.sourceRef.namespace : metadata.namespace'
      kind:
        value: GitRepository
  event:
    exclusions:
      reason:
        - SuccessfulCreate
        - Created
        - DNSConfigForming
        - ArtifactUpToDate
        - GarbageCollectionSucceeded
    severityKeywords:
      error:
        - failed
        - error
      warn:
        - backoff
        - nodeoutofmemory
  transform:
    exclude: []
    mask: []
    changes:
      exclude: []
      mapping: []
    expr: ''
    relationship: []
  defaultTransform:
    exclude: []
    mask:
      - selector: config_class == 'Connection'
        jsonpath: $..['password','bearer','clientSecret','personalAccessToken','certificate','secretKey','token'].value
        value: '******'
    changes:
      exclude:
        - details.source.component == "canary-checker" && (change_type == "Failed" || change_type == "Pass")
        - change_type == "diff" && config_type == "MissionControl::Canary" && summary.startsWith("status.")
        - config_type == "Kubernetes::Node" && summary == "status.images"
        - has(details.source) && details.source.component == "kustomize-controller" && details.reason == "ReconciliationSucceeded"
        - config_type.startsWith("Kubernetes::") && summary == "metadata.annotations.endpoints.kubernetes.io/last-change-trigger-time"
        - |
          change_type == "diff" && summary == "status.reconciledAt" && config != null && has(config.apiVersion) && config.apiVersion == "argoproj.io/v1alpha1" && has(config.kind) && config.kind == "Application"
        - |
          config_type == 'Kubernetes::Pod' && jq('.metadata?.ownerReferences?[0]?.apiVersion', config) == 'batch/v1' && (
            severity == 'info' ||
            (change_type == 'diff' && summary.contains('metadata'))
          )
      mapping:
        - filter: change.change_type == 'diff' && jq('.status.containerStatuses[0].lastState.terminated.reason', patch) == 'OOMKilled'
          severity: high
          type: OOMKilled
        - filter: |
            change.change_type == 'diff' && jq('[.status.initContainerStatuses[]?.restartCount,.status.containerStatuses[]?.restartCount, 0]', patch).all(rc, rc != 0)
          type: PodCrashed
          severity: high
        - filter: change.change_type == 'diff' && jq('.status.containerStatuses[]?.lastState?.terminated?.exitCode', patch) == 0
          type: Completed
        - filter: change.change_type == 'diff' && jq('.status.containerStatuses[]?.lastState?.terminated?.exitCode', patch) == 143
          type: Terminated
        - filter: |
            change.change_type == 'diff' && jq('.status.conditions[]? | select(.type == "Healthy").message', patch).contains('Health check passed')
          type: HealthCheckPassed
        - filter: |
            change.change_type == 'diff' && jq('.status.conditions[]? | select(.type == "Healthy").message', patch).contains('Health check failed')
          type: HealthCheckFailed
    relationship:
      - filter: config_type.startsWith("Crossplane::") && has(config.status) && has(config.status.atProvider) && has(config.status.atProvider.id)
        external_id:
          expr: config.status.atProvider.id.lowerAscii()
      - filter: config_type == "Kubernetes::Service"
        type:
          value: Kubernetes::Deployment
        name:
          expr: |
            has(config.spec.selector) && has(config.spec.selector.name) ? config.spec.selector.name : ''
      - filter: config_type == 'Kubernetes::Pod' && has(config.spec) && has(config.spec.volumes)
        expr: |
          config.spec.volumes.
            filter(item, has(item.persistentVolumeClaim)).
            map(item, {"type": "Kubernetes::PersistentVolumeClaim", "name": item.persistentVolumeClaim.claimName}).
            toJSON()
  retention:
    staleItemAge: 4h
    defaultChanges:
      - name: ReconciliationSucceeded
        age: 1d
      - name: ArtifactUpToDate
        age: 1d
      - name: GarbageCollectionSucceeded
        age: 1d
      - name: Pulling
        age: 1d
      - name: Pulled
        age: 1d
      - name: Killing
        age: 7d
      - name: Scheduled
        age: 7d
      - name: Started
        age: 7d
      - name: HealthCheckPassed
        age: 4h
    changes: []
playbooks: {}
EOF

helm install mission-control-kubernetes flanksource/mission-control-kubernetes \
  --version '0.1.80' \
  --namespace 'mission-control' \
  --create-namespace \
  --values values.yaml
