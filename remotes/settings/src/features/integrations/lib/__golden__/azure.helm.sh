helm repo add flanksource https://flanksource.github.io/charts
helm repo update

cat > values.yaml <<'EOF'
labels: {}
scraper:
  name: azure
subscriptionID: ''
organisation: ''
tenantID: ''
connection: ''
clientID:
  name: ''
  value: ''
  valueFrom:
    serviceAccount: ''
    helmRef:
      key: ''
      name: ''
    configMapKeyRef:
      key: ''
      name: ''
    secretKeyRef:
      key: ''
      name: ''
clientSecret:
  name: ''
  value: ''
  valueFrom:
    serviceAccount: ''
    helmRef:
      key: ''
      name: ''
    configMapKeyRef:
      key: ''
      name: ''
    secretKeyRef:
      key: ''
      name: ''
transform:
  relationship:
    - filter: config_class == 'KubernetesCluster'
      expr: |
        [{
          "type": "Kubernetes::Cluster",
          "labels": {
            "aks-nodeResourceGroup": config["properties"]["nodeResourceGroup"],
            "subscriptionID": labels["subscriptionID"]
          },
        }].toJSON()
    - filter: config_class == 'Node'
      expr: |
        [{
          "type": "Kubernetes::Node",
          "labels": {
            "azure/vm-scale-set": name,
            "subscriptionID": labels["subscriptionID"]
          },
        }].toJSON()
exclusions:
  activityLogs: []
EOF

helm install mission-control-azure flanksource/mission-control-azure \
  --version '1.0.1-beta.1' \
  --namespace 'mission-control' \
  --create-namespace \
  --values values.yaml
