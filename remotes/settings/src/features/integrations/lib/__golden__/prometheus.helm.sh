helm repo add flanksource https://flanksource.github.io/charts
helm repo update

cat > values.yaml <<'EOF'
nameOverride: ''
fullnameOverride: ''
labels: {}
topologyName: prometheus
prometheusNamespace: monitoring
prometheusURL: http://prometheus.monitoring.svc:9090
EOF

helm install mission-control-prometheus flanksource/mission-control-prometheus \
  --version '0.1.10' \
  --namespace 'mission-control' \
  --create-namespace \
  --values values.yaml
